import { createHmac, timingSafeEqual } from "node:crypto";

import { timedDelivery, type DeliveryResult } from "./delivery";

export const SIGNATURE_HEADER = "X-Webhook-Signature";
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: the receiver recomputes the HMAC with
 * the shared secret, and the timestamp inside the signature stops an old request being replayed.
 */
export function signPayload(body: string, secret: string, timestamp: number): string {
  const mac = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}

/** For receivers (and our tests): true when the signature matches and is at most `toleranceS` old. */
export function verifySignature(
  body: string,
  header: string,
  secret: string,
  now: number,
  toleranceS = 300,
): boolean {
  const parts = Object.fromEntries(header.split(",").map((part) => part.split("=", 2)));
  const timestamp = Number(parts.t);
  if (!Number.isFinite(timestamp) || Math.abs(now - timestamp) > toleranceS || !parts.v1) {
    return false;
  }
  const expected = Buffer.from(signPayload(body, secret, timestamp).split("v1=")[1] ?? "", "hex");
  const given = Buffer.from(String(parts.v1), "hex");
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface WebhookTarget {
  url: string;
  secret: string;
  timeoutMs: number;
}

export async function deliverWebhook(
  target: WebhookTarget,
  payload: unknown,
  idempotencyKey: string,
  now: () => number = Date.now,
): Promise<DeliveryResult> {
  const body = JSON.stringify(payload);
  return timedDelivery("Webhook", () =>
    fetch(target.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        [SIGNATURE_HEADER]: signPayload(body, target.secret, Math.floor(now() / 1000)),
        [IDEMPOTENCY_HEADER]: idempotencyKey,
        "User-Agent": "lead-webhook/1",
      },
      body,
      signal: AbortSignal.timeout(target.timeoutMs),
      redirect: "error",
    }),
  );
}
