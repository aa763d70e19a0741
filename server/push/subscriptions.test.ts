import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db.ts";

import { user } from "../db/schema";
import {
  allSubscriptions,
  deviceLabel,
  removeSubscription,
  saveSubscription,
  subscriptionsOf,
} from "./subscriptions";

let database: TestDatabase;

const device = (n: number) => ({
  endpoint: `https://push.example.net/send/device-${n}`,
  keys: { p256dh: `key-${n}`, auth: `auth-${n}` },
});

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(user).values([
    { id: "owner", name: "Owner", email: "owner@example.co.za", role: "admin" },
    { id: "helper", name: "Helper", email: "helper@example.co.za", role: "admin" },
  ]);
});
afterAll(() => database.destroy());

describe("push subscriptions", () => {
  it("keeps one row per device, however often it subscribes or whoever signs in on it", async () => {
    const { db } = database;
    await saveSubscription(db, "owner", device(1), "Android phone · Chrome");
    await saveSubscription(
      db,
      "owner",
      { ...device(1), keys: { p256dh: "new", auth: "new" } },
      "x",
    );
    expect(await subscriptionsOf(db, "owner")).toHaveLength(1);
    await saveSubscription(db, "helper", device(1), "Android phone · Chrome");
    expect(await subscriptionsOf(db, "owner")).toHaveLength(0);
    expect(await subscriptionsOf(db, "helper")).toHaveLength(1);
    expect(await allSubscriptions(db)).toHaveLength(1);
  });

  it("lets only the device's own admin switch its alerts off", async () => {
    const { db } = database;
    await saveSubscription(db, "owner", device(2), "iPhone · Safari");
    expect(await removeSubscription(db, "helper", device(2).endpoint)).toBe(false);
    expect(await removeSubscription(db, "owner", device(2).endpoint)).toBe(true);
    expect(await subscriptionsOf(db, "owner")).toHaveLength(0);
  });

  it("alerts only accounts that are admins now and not banned", async () => {
    const { db } = database;
    await db.insert(user).values([
      { id: "demoted", name: "D", email: "d@example.co.za", role: "user" },
      { id: "banned", name: "B", email: "b@example.co.za", role: "admin", banned: true },
      { id: "both", name: "X", email: "x@example.co.za", role: "user,admin" },
    ]);
    await saveSubscription(db, "demoted", device(10), "x");
    await saveSubscription(db, "banned", device(11), "x");
    const kept = await saveSubscription(db, "both", device(12), "x");
    const ids = (await allSubscriptions(db)).map((row) => row.id);
    expect(ids).toContain(kept.id);
    expect(ids).toHaveLength(2);
    await db.delete(user).where(inArray(user.id, ["demoted", "banned", "both"]));
  });

  it("goes with the account", async () => {
    const { db } = database;
    await db.insert(user).values({ id: "temp", name: "Temp", email: "temp@example.co.za" });
    await saveSubscription(db, "temp", device(3), "Mac · Safari");
    await db.delete(user).where(eq(user.id, "temp"));
    expect(await subscriptionsOf(db, "temp")).toHaveLength(0);
  });
});

describe("deviceLabel", () => {
  it.each([
    [
      "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
      "Android phone · Chrome",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "iPhone · Safari",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
      "Android phone · Samsung Internet",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0",
      "Windows computer · Edge",
    ],
    [undefined, "Device"],
  ])("names %s", (agent, label) => {
    expect(deviceLabel(agent)).toBe(label);
  });
});
