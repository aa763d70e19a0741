import webpush from "web-push";

import { timedDelivery, type DeliveryResult } from "../jobs/delivery";
import type { VapidKeys } from "./vapid-keys";

/** A device's subscription as the browser gave it (PushSubscription.toJSON()). */
export interface PushSubscriptionKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushSender {
  vapid: VapidKeys;
  /** How the push service can reach the sender: mailto: or https: (RFC 8292). */
  subject: string;
  timeoutMs: number;
}

export interface PushResult extends DeliveryResult {
  /** The push service no longer knows this subscription (404 or 410): never send to it again. */
  gone?: boolean;
}

/** A day: an alert that reaches a phone later than that is no longer news. */
const TIME_TO_LIVE_S = 24 * 3600;

/**
 * Encrypts the payload for one device and signs the request (the web-push library: RFC 8291 and
 * RFC 8292), then sends it ourselves, with a timeout and without following redirects, so that a
 * push service is treated like every other receiver in the outbox.
 */
export async function sendPush(
  sender: PushSender,
  subscription: PushSubscriptionKeys,
  payload: unknown,
): Promise<PushResult> {
  const result = await timedDelivery("Push", async () => {
    const request = webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
      vapidDetails: { subject: sender.subject, ...sender.vapid },
      TTL: TIME_TO_LIVE_S,
      // A new lead should wake a phone that is saving its battery.
      urgency: "high",
    });
    return fetch(request.endpoint, {
      method: request.method,
      headers: Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      ),
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(sender.timeoutMs),
      redirect: "error",
    });
  });
  const gone = result.statusCode === 404 || result.statusCode === 410;
  return gone ? { ...result, gone } : result;
}
