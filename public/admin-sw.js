// The admin's service worker, registered by the inbox with scope /admin only: reading pages never
// get one. It shows new-lead alerts and opens the lead when one is tapped. It caches nothing: the
// inbox must always show what is true now, and a stale copy of a lead is worse than none.
/// <reference lib="webworker" />

const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

/** Only our own inbox may be opened from an alert, whatever a payload says. */
function inboxUrl(/** @type {unknown} */ url) {
  const target = new URL(typeof url === "string" ? url : "/admin", worker.location.origin);
  const ours = target.origin === worker.location.origin && target.pathname === "/admin";
  return ours ? target.href : new URL("/admin", worker.location.origin).href;
}

worker.addEventListener("install", () => {
  // A new version takes over at once: there is no cached state to migrate.
  void worker.skipWaiting();
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(worker.clients.claim());
});

worker.addEventListener("push", (event) => {
  /** @type {{ title?: string, body?: string, url?: string, tag?: string }} */
  let alert = {};
  try {
    alert = event.data?.json() ?? {};
  } catch {
    alert = { body: event.data?.text() };
  }
  event.waitUntil(
    worker.registration.showNotification(alert.title || "New lead", {
      body: alert.body || "Open the inbox to see it.",
      tag: alert.tag,
      // A second alert for the same lead (an escalation) must ring again, not update silently.
      renotify: Boolean(alert.tag),
      icon: "/admin-icon-192.png",
      badge: "/admin-icon-192.png",
      data: { url: inboxUrl(alert.url) },
    }),
  );
});

// The browser renewed this device's subscription: hand the new one to the server, or alerts stop.
worker.addEventListener("pushsubscriptionchange", (event) => {
  const change = /** @type {PushSubscriptionChangeEvent} */ (event);
  const key = change.oldSubscription?.options.applicationServerKey;
  event.waitUntil(
    (async () => {
      const renewed =
        change.newSubscription ??
        (key
          ? await worker.registration.pushManager.subscribe({
              userVisibleOnly: true,
              applicationServerKey: key,
            })
          : null);
      if (!renewed) return;
      await fetch("/api/admin/alerts/device", {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(renewed.toJSON()),
        credentials: "same-origin",
      });
    })(),
  );
});

worker.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = inboxUrl(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const windows = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).pathname === "/admin");
      if (open) {
        // navigate() works only on pages this worker controls; otherwise a new window it is.
        const shown = await open.navigate(url).catch(() => null);
        if (shown) return shown.focus();
      }
      return worker.clients.openWindow(url);
    })(),
  );
});
