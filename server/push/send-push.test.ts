import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";

import { startPushService } from "#tests/mocks/push-service.ts";

import { sendPush, type PushSender } from "./send-push";
import { deriveVapidKeys, loadVapidKeys } from "./vapid-keys";

let service: Awaited<ReturnType<typeof startPushService>>;
const sender: PushSender = {
  vapid: webpush.generateVAPIDKeys(),
  subject: "mailto:owner@example.co.za",
  timeoutMs: 2_000,
};

beforeAll(async () => {
  service = await startPushService();
});
afterAll(() => service.close());

describe("sendPush", () => {
  it("delivers a payload only the subscribed device can read, signed for the push service", async () => {
    const device = service.subscribe();
    const alert = { title: "New booking request", body: "Geysers · Belhar", url: "/admin" };
    const result = await sendPush(sender, device, alert);
    expect(result).toMatchObject({ ok: true, statusCode: 201 });
    const [received] = service.received.slice(-1);
    expect(JSON.parse(received!.text)).toEqual(alert);
    expect(received!.subject).toBe("mailto:owner@example.co.za");
    expect(received!.headers.urgency).toBe("high");
    expect(Number(received!.headers.ttl)).toBe(86_400);
  });

  it("marks a subscription the browser dropped as gone, so it is never tried again", async () => {
    const device = service.subscribe();
    service.unsubscribe(device);
    expect(await sendPush(sender, device, { title: "x" })).toMatchObject({
      ok: false,
      statusCode: 410,
      gone: true,
    });
  });

  it("reports a push service that cannot be reached as a failure to retry", async () => {
    const device = { ...service.subscribe(), endpoint: "http://127.0.0.1:9/push/nowhere" };
    const result = await sendPush(sender, device, { title: "x" });
    expect(result.ok).toBe(false);
    expect(result.gone).toBeUndefined();
    expect(result.error).toMatch(/^Push service error: /);
  });

  it("is refused by the push service when signed with a key the device did not subscribe with", async () => {
    const device = service.subscribe();
    const forged = {
      ...sender,
      vapid: { ...sender.vapid, privateKey: webpush.generateVAPIDKeys().privateKey },
    };
    expect(await sendPush(forged, device, { title: "x" })).toMatchObject({
      ok: false,
      statusCode: 403,
    });
  });
});

describe("loadVapidKeys", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "vapid-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("makes a pair once, keeps it private, and returns the same pair on the next start", async () => {
    const first = await loadVapidKeys({ DATA_DIR: dir });
    expect(Buffer.from(first.publicKey, "base64url")).toHaveLength(65);
    expect((await stat(join(dir, "vapid-keys.json"))).mode & 0o777).toBe(0o600);
    expect(await loadVapidKeys({ DATA_DIR: dir })).toEqual(first);
  });

  it("prefers the keys set in the environment", async () => {
    const keys = webpush.generateVAPIDKeys();
    expect(
      await loadVapidKeys({
        DATA_DIR: dir,
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
      }),
    ).toEqual(keys);
  });

  it("derives one pair from the shared secret when the database is shared, and the pair signs", async () => {
    const shared = {
      DATABASE_URL: "postgres://db.internal/site",
      BETTER_AUTH_SECRET: "a-shared-secret-of-at-least-thirty-two-chars",
    };
    const copyA = await loadVapidKeys({ ...shared, DATA_DIR: join(dir, "copy-a") });
    const copyB = await loadVapidKeys({ ...shared, DATA_DIR: join(dir, "copy-b") });
    expect(copyB).toEqual(copyA);
    expect(copyA).toEqual(deriveVapidKeys(shared.BETTER_AUTH_SECRET));
    expect(deriveVapidKeys(`${shared.BETTER_AUTH_SECRET}!`)).not.toEqual(copyA);
    // A pair an earlier start made stays: the devices subscribed with it keep their alerts.
    expect(await loadVapidKeys({ ...shared, DATA_DIR: dir })).toEqual(
      await loadVapidKeys({ DATA_DIR: dir }),
    );
    expect(await loadVapidKeys({ ...shared, DATA_DIR: dir })).not.toEqual(copyA);
    expect(Buffer.from(copyA.publicKey, "base64url")).toHaveLength(65);
    expect(Buffer.from(copyA.privateKey, "base64url")).toHaveLength(32);
    // The push service checks the token's signature against the public key: the two belong together.
    const device = service.subscribe();
    const result = await sendPush({ ...sender, vapid: copyA }, device, { title: "Derived" });
    expect(result).toMatchObject({ ok: true, statusCode: 201 });
  });

  it("refuses a damaged key file rather than silently replacing every device's key", async () => {
    const damaged = await mkdtemp(join(tmpdir(), "vapid-"));
    await writeFile(join(damaged, "vapid-keys.json"), "{not json");
    await expect(loadVapidKeys({ DATA_DIR: damaged })).rejects.toThrow(/no usable VAPID key pair/);
    expect(await readFile(join(damaged, "vapid-keys.json"), "utf8")).toBe("{not json");
    await rm(damaged, { recursive: true });
  });
});
