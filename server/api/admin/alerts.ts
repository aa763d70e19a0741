/**
 * New-lead alerts on the admins' own devices (Web Push): the server's public key, this admin's
 * devices, switching a device on or off, and a test alert to see it arrive.
 */
import { createECDH } from "node:crypto";

import { Hono } from "hono";
import { z } from "zod";

import { fieldErrors } from "#common/validation/fields.ts";

import type { ViewerVariables } from "../../auth/viewer";
import type { Db } from "../../db/client";
import { enqueue } from "../../jobs/outbox";
import type { OutboxProcessor } from "../../jobs/outbox-processor";
import type { PushRow } from "../../push/deliver-push";
import {
  deviceLabel,
  removeSubscription,
  saveSubscription,
  subscriptionsOf,
} from "../../push/subscriptions";
import { readJsonBody } from "../json-body";
import { adminErrors, invalid } from "./replies";

/**
 * The push services browsers subscribe with (Chrome and Edge on Android and desktop, Firefox,
 * Windows, Safari). Anything else is refused: the server posts to this address for every lead,
 * so an open list would let a stolen admin session aim it at services inside the network.
 */
const PUSH_SERVICE_HOSTS = [
  /(^|\.)googleapis\.com$/,
  /(^|\.)push\.services\.mozilla\.com$/,
  /(^|\.)notify\.windows\.com$/,
  /(^|\.)push\.apple\.com$/,
];

/** More than a household of phones, tablets and computers; each one costs a request per lead. */
export const MAX_DEVICES_PER_ADMIN = 10;

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

function endpointSchema(allowLocal: boolean) {
  return z
    .string({ error: "The subscription's address is missing." })
    .max(2048, "The subscription's address is too long.")
    .refine((value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      if (allowLocal && url.protocol === "http:" && LOOPBACK.has(url.hostname)) return true;
      return (
        url.protocol === "https:" &&
        !url.port &&
        PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname))
      );
    }, "The subscription's address must be a browser push service's https:// address.");
}

const base64url = (bytes: number, name: string) =>
  z
    .string()
    .regex(/^[\w-]+$/, `The ${name} key must be base64url.`)
    .refine((value) => Buffer.from(value, "base64url").length === bytes, {
      message: `The ${name} key must be ${bytes} bytes.`,
    });

/**
 * The browser's key must be a point on P-256: a key of the right length that is not one would be
 * accepted, then fail to encrypt and retry for every lead. Deriving a secret against it checks it.
 */
function isCurvePoint(value: string): boolean {
  const probe = createECDH("prime256v1");
  probe.generateKeys();
  try {
    probe.computeSecret(Buffer.from(value, "base64url"));
    return true;
  } catch {
    return false;
  }
}

const subscriptionSchema = (allowLocal: boolean) =>
  z.object({
    endpoint: endpointSchema(allowLocal),
    keys: z.object(
      {
        p256dh: base64url(65, "p256dh").refine(isCurvePoint, {
          message: "The p256dh key is not a P-256 public key.",
        }),
        auth: base64url(16, "auth"),
      },
      { error: "The subscription's keys are missing: switch alerts off and on again." },
    ),
  });

const deviceSchema = (allowLocal: boolean) => z.object({ endpoint: endpointSchema(allowLocal) });

const testAlert: PushRow["alert"] = {
  title: "Test alert",
  body: "Alerts work on this device. New leads will show like this.",
  url: "/admin",
  tag: "test-alert",
};

export function alertRoutes({
  db,
  publicKey,
  outbox,
  allowLocalPushService = false,
}: {
  db: Db;
  /** The VAPID public key every subscription is bound to. */
  publicKey: string;
  outbox?: Pick<OutboxProcessor, "deliverNow">;
  /** Tests only: a push service on this machine over plain http. */
  allowLocalPushService?: boolean;
}) {
  const deviceInput = deviceSchema(allowLocalPushService);
  const subscription = subscriptionSchema(allowLocalPushService);
  return new Hono<{ Variables: ViewerVariables }>()
    .get("/alerts", async (c) => {
      const devices = await subscriptionsOf(db, c.get("viewer").id);
      return c.json({
        publicKey,
        devices: devices.map(({ id, label, endpoint, createdAt, lastSentAt }) => ({
          id,
          label,
          endpoint,
          createdAt: createdAt.toISOString(),
          lastSentAt: lastSentAt?.toISOString() ?? null,
        })),
      });
    })
    .put("/alerts/device", async (c) => {
      const read = await readJsonBody(c, adminErrors);
      if (!read.ok) return c.json({ error: read.error }, read.status);
      const input = subscription.safeParse(read.body);
      if (!input.success) return invalid(c, fieldErrors(input.error.issues));
      const devices = await subscriptionsOf(db, c.get("viewer").id);
      const known = devices.some((row) => row.endpoint === input.data.endpoint);
      if (!known && devices.length >= MAX_DEVICES_PER_ADMIN) {
        return c.json({ error: adminErrors.tooManyDevices }, 409);
      }
      const saved = await saveSubscription(
        db,
        c.get("viewer").id,
        input.data,
        deviceLabel(c.req.header("user-agent")),
      );
      return c.json({ id: saved.id, label: saved.label });
    })
    .delete("/alerts/device", async (c) => {
      const read = await readJsonBody(c, adminErrors);
      if (!read.ok) return c.json({ error: read.error }, read.status);
      const input = deviceInput.safeParse(read.body);
      if (!input.success) return invalid(c, fieldErrors(input.error.issues));
      // Already gone is the same outcome: this device gets no alerts.
      await removeSubscription(db, c.get("viewer").id, input.data.endpoint);
      return c.body(null, 204);
    })
    .post("/alerts/test", async (c) => {
      const read = await readJsonBody(c, adminErrors);
      if (!read.ok) return c.json({ error: read.error }, read.status);
      const input = deviceInput.safeParse(read.body);
      if (!input.success) return invalid(c, fieldErrors(input.error.issues));
      const devices = await subscriptionsOf(db, c.get("viewer").id);
      const device = devices.find((row) => row.endpoint === input.data.endpoint);
      if (!device) return c.json({ error: adminErrors.deviceNotFound }, 404);
      const payload: PushRow = { subscriptionId: device.id, alert: testAlert };
      const id = await enqueue(db, {
        kind: "push",
        subjectType: "push_subscription",
        subjectId: device.id,
        payload: { ...payload },
      });
      const result = await outbox?.deliverNow(id);
      if (result && !result.ok) return c.json({ error: adminErrors.alertFailed }, 502);
      return c.json({ sent: Boolean(result?.ok) });
    });
}
