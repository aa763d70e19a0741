/**
 * This device's side of the new-lead alerts: whether the browser can show them, the service
 * worker that receives them (scope /admin only, so reading pages never get one) and the push
 * subscription the server sends to.
 */

export const ADMIN_WORKER_URL = "/admin-sw.js";
export const ADMIN_WORKER_SCOPE = "/admin";

/** What the switch can say about this device before anything is asked. */
export type DeviceAlertState =
  /** The browser has no Web Push at all. */
  | "unsupported"
  /** iPhone and iPad deliver pushes only to a site added to the Home Screen. */
  | "needs-home-screen"
  /** The admin (or the browser) refused notifications for this site. */
  | "blocked"
  | "off"
  | "on";

const supportsPush = () =>
  "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** Safari on iOS outside a Home Screen app: the page must be added there first. */
function isAppleMobileInBrowser(): boolean {
  const apple = /iPhone|iPad|iPod/.test(navigator.userAgent);
  const standalone =
    matchMedia("(display-mode: standalone)").matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return apple && !standalone;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(ADMIN_WORKER_SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function deviceAlertState(): Promise<DeviceAlertState> {
  if (!supportsPush()) return isAppleMobileInBrowser() ? "needs-home-screen" : "unsupported";
  if (Notification.permission === "denied") return "blocked";
  if (Notification.permission !== "granted") return "off";
  return (await currentSubscription()) ? "on" : "off";
}

/** The base64url public key as the bytes PushManager.subscribe() wants. */
function keyBytes(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Asks for permission (only now, when the admin pressed the switch), registers the worker and
 * subscribes. Resolves to the subscription to hand the server, or to why there is none.
 */
export async function subscribeDevice(
  publicKey: string,
): Promise<{ subscription: PushSubscriptionJSON } | { state: DeviceAlertState }> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return { state: permission === "denied" ? "blocked" : "off" };
  await navigator.serviceWorker.register(ADMIN_WORKER_URL, { scope: ADMIN_WORKER_SCOPE });
  // A worker just registered is not active yet, and subscribe() needs an active one.
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  // A subscription made with another key (the server's keys were replaced) can never be used.
  const current = existing?.options.applicationServerKey;
  const sameKey = current && new Uint8Array(current).join() === keyBytes(publicKey).join();
  if (existing && !sameKey) await existing.unsubscribe();
  const subscription =
    existing && sameKey
      ? existing
      : await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        });
  return { subscription: subscription.toJSON() };
}

/** Stops this device's subscription; resolves to its endpoint so the server can forget it. */
export async function unsubscribeDevice(): Promise<string | undefined> {
  const subscription = await currentSubscription();
  if (!subscription) return undefined;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

/** The inbox's count of new leads on the app's icon, where the device supports it. */
export function showNewLeadCount(count: number): void {
  if (!("setAppBadge" in navigator)) return;
  const badge = count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge();
  badge.catch(() => undefined);
}
