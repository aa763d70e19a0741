import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";

import { silentLogger } from "#tests/fixtures/test-app.ts";
import { startPushService } from "#tests/mocks/push-service.ts";
import { setUpAdminApiTests, testAdmin } from "#tests/setup/admin-tests.ts";

import { user } from "../../db/schema";
import { createOutboxProcessor } from "../../jobs/outbox-processor";
import { adminErrors } from "./replies";

const api = setUpAdminApiTests();
const { call } = api;
const vapid = webpush.generateVAPIDKeys();
let service: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  service = await startPushService();
  await api.db
    .insert(user)
    .values({ id: testAdmin.id, name: testAdmin.name, email: testAdmin.email, role: "admin" });
});
afterAll(() => service.close());

const appWithPush = () =>
  api.appFor({
    pushPublicKey: vapid.publicKey,
    allowLocalPushService: true,
    outbox: createOutboxProcessor({
      database: api.database,
      logger: silentLogger,
      policy: { baseDelayMs: 10, maxDelayMs: 50, maxAttempts: 3 },
      push: { vapid, subject: "mailto:owner@example.co.za", timeoutMs: 2_000 },
    }),
  });
const android =
  "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

describe("/api/admin/alerts", () => {
  it("switches a device on, lists it, sends it a test alert it can read, and switches it off", async () => {
    const app = appWithPush();
    const device = service.subscribe();
    const empty = await call("/alerts", { app });
    expect(empty.json).toEqual({ publicKey: vapid.publicKey, devices: [] });

    const on = await call("/alerts/device", {
      app,
      method: "PUT",
      body: device,
      headers: { "User-Agent": android },
    });
    expect(on.status).toBe(200);
    expect(on.json.label).toBe("Android phone · Chrome");
    const listed = await call("/alerts", { app });
    expect(listed.json.devices).toEqual([
      expect.objectContaining({ label: "Android phone · Chrome", endpoint: device.endpoint }),
    ]);

    const test = await call("/alerts/test", { app, body: { endpoint: device.endpoint } });
    expect(test.json).toEqual({ sent: true });
    expect(JSON.parse(service.received.at(-1)!.text)).toMatchObject({ title: "Test alert" });

    const off = await call("/alerts/device", {
      app,
      method: "DELETE",
      body: { endpoint: device.endpoint },
    });
    expect(off.status).toBe(204);
    expect((await call("/alerts", { app })).json.devices).toEqual([]);
    const again = await call("/alerts/test", { app, body: { endpoint: device.endpoint } });
    expect(again).toMatchObject({ status: 404, json: { error: adminErrors.deviceNotFound } });
  });

  it("says so when the push service refuses the test alert", async () => {
    const app = appWithPush();
    const device = service.subscribe();
    await call("/alerts/device", { app, method: "PUT", body: device });
    service.unsubscribe(device);
    const test = await call("/alerts/test", { app, body: { endpoint: device.endpoint } });
    expect(test).toMatchObject({ status: 502, json: { error: adminErrors.alertFailed } });
    // The push service forgot the device, so the server did too.
    expect((await call("/alerts", { app })).json.devices).toEqual([]);
  });

  it("refuses subscriptions it could never use, field by field", async () => {
    const app = appWithPush();
    const good = service.subscribe();
    const offCurve = Buffer.from(good.keys.p256dh, "base64url");
    offCurve[40]! ^= 1;
    for (const [body, field] of [
      [{ ...good, keys: { ...good.keys, p256dh: offCurve.toString("base64url") } }, "keys"],
      [{ ...good, endpoint: "http://10.0.0.5/push/x" }, "endpoint"],
      [{ ...good, endpoint: "file:///etc/passwd" }, "endpoint"],
      [{ ...good, keys: { ...good.keys, p256dh: "short" } }, "keys"],
      [{ ...good, keys: { ...good.keys, auth: "not base64url!" } }, "keys"],
      [{ endpoint: good.endpoint }, "keys"],
      [{ keys: good.keys }, "endpoint"],
    ] as const) {
      const reply = await call("/alerts/device", { app, method: "PUT", body });
      expect(reply.status).toBe(422);
      expect(api.fieldErrorsOf(reply)[field]).toMatch(/^The /);
    }
    const notJson = await call("/alerts/device", { app, method: "PUT", body: "{" });
    expect(notJson).toMatchObject({ status: 400, json: { error: adminErrors.badJson } });
  });

  it("takes subscriptions from the browsers' push services only, ten devices at most", async () => {
    const app = api.appFor({ pushPublicKey: vapid.publicKey });
    const keys = service.subscribe().keys;
    for (const endpoint of [
      "http://127.0.0.1:2019/stop",
      "https://localhost/push",
      "https://intranet.example.co.za/push/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://fcm.googleapis.com.evil.example/fcm/send/x",
    ]) {
      const reply = await call("/alerts/device", { app, method: "PUT", body: { endpoint, keys } });
      expect(reply.status, endpoint).toBe(422);
    }
    const browsers = [
      "https://fcm.googleapis.com/fcm/send/",
      "https://updates.push.services.mozilla.com/wpush/v2/",
      "https://wns2-par02p.notify.windows.com/w/?token=",
      "https://web.push.apple.com/",
    ];
    for (let n = 0; n < 10; n++) {
      const endpoint = `${browsers[n % browsers.length]}device-${n}`;
      const reply = await call("/alerts/device", { app, method: "PUT", body: { endpoint, keys } });
      expect(reply.status, endpoint).toBe(200);
    }
    const eleventh = await call("/alerts/device", {
      app,
      method: "PUT",
      body: { endpoint: "https://fcm.googleapis.com/fcm/send/device-10", keys },
    });
    expect(eleventh).toMatchObject({ status: 409, json: { error: adminErrors.tooManyDevices } });
    // A device already on may always renew its subscription.
    const again = await call("/alerts/device", {
      app,
      method: "PUT",
      body: { endpoint: "https://fcm.googleapis.com/fcm/send/device-0", keys },
    });
    expect(again.status).toBe(200);
  });

  it("is absent when the server has no push keys", async () => {
    expect((await call("/alerts")).status).toBe(404);
  });
});
