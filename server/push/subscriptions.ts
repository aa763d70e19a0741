import { and, eq, isNull, or } from "drizzle-orm";

import { isAdmin } from "#common/viewer.ts";

import type { Db } from "../db/client";
import { pushSubscriptions, user } from "../db/schema";
import type { PushSubscriptionKeys } from "./send-push";

export type StoredSubscription = typeof pushSubscriptions.$inferSelect;

/** Any drizzle handle that can read: the database or the lead's transaction. */
type Reader = Pick<Db, "select">;

/**
 * Saves a device's subscription for an admin. The endpoint identifies the device: subscribing
 * again (new keys after the browser renewed them, or another admin signing in on the same phone)
 * replaces the old row instead of alerting the device twice.
 */
export async function saveSubscription(
  db: Db,
  userId: string,
  subscription: PushSubscriptionKeys,
  label: string,
): Promise<StoredSubscription> {
  const values = {
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    userId,
    label,
  };
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    .returning();
  if (!row) throw new Error("No data returned from database insert");
  return row;
}

/** Alerts off on one device; only its own admin can switch them off there. */
export async function removeSubscription(
  db: Db,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** The push service forgot this device: nobody can reach it any more. */
export async function forgetSubscription(db: Db, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export function subscriptionsOf(db: Reader, userId: string) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      label: pushSubscriptions.label,
      createdAt: pushSubscriptions.createdAt,
      lastSentAt: pushSubscriptions.lastSentAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.createdAt);
}

/**
 * Every device to alert about a new lead, read inside the lead's transaction: only devices of
 * accounts that are admins now and not banned, so a demoted or banned account hears nothing more.
 */
export async function allSubscriptions(db: Reader): Promise<{ id: string }[]> {
  const rows = await db
    .select({ id: pushSubscriptions.id, role: user.role })
    .from(pushSubscriptions)
    .innerJoin(user, eq(user.id, pushSubscriptions.userId))
    .where(or(isNull(user.banned), eq(user.banned, false)));
  return rows.filter((row) => isAdmin(row)).map(({ id }) => ({ id }));
}

export async function findSubscription(
  db: Db,
  id: string,
): Promise<StoredSubscription | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

export async function markSent(db: Db, id: string, at: Date): Promise<void> {
  await db.update(pushSubscriptions).set({ lastSentAt: at }).where(eq(pushSubscriptions.id, id));
}

/** First match wins, so the more specific patterns come first. */
const devices: readonly (readonly [RegExp, string])[] = [
  [/iPad/, "iPad"],
  [/iPhone/, "iPhone"],
  [/Android.*Mobile/, "Android phone"],
  [/Android/, "Android tablet"],
  [/Windows/, "Windows computer"],
  [/Macintosh/, "Mac"],
  [/CrOS/, "Chromebook"],
  [/Linux/, "Linux computer"],
];
const browsers: readonly (readonly [RegExp, string])[] = [
  [/Edg\//, "Edge"],
  [/SamsungBrowser/, "Samsung Internet"],
  [/Firefox|FxiOS/, "Firefox"],
  [/Chrome|CriOS/, "Chrome"],
  [/Safari/, "Safari"],
];

/** "Android phone · Chrome": enough for an admin to tell their devices apart in a list. */
export function deviceLabel(userAgent: string | undefined): string {
  const agent = userAgent ?? "";
  const device = devices.find(([pattern]) => pattern.test(agent))?.[1] ?? "Device";
  const browser = browsers.find(([pattern]) => pattern.test(agent))?.[1];
  return browser ? `${device} · ${browser}` : device;
}
