import type { Db } from "../db/client";
import type { DeliveryResult } from "../jobs/delivery";
import type { LeadAlert } from "./lead-alert";
import { sendPush, type PushSender } from "./send-push";
import { findSubscription, forgetSubscription, markSent } from "./subscriptions";

/** An outbox row of kind "push": one alert for one device. */
export interface PushRow {
  subscriptionId: string;
  alert: LeadAlert;
}

/**
 * Delivers one device's alert. A device switched off since the row was written, or one the push
 * service no longer knows, will never take it: the row fails at once instead of retrying for
 * hours, and a forgotten device's row is removed so no later lead tries it.
 */
export async function deliverPush(
  db: Db,
  sender: PushSender,
  row: PushRow,
  now: () => Date = () => new Date(),
): Promise<DeliveryResult> {
  const device = await findSubscription(db, row.subscriptionId);
  if (!device) {
    return {
      ok: false,
      final: true,
      error: "Alerts were switched off on this device",
      durationMs: 0,
    };
  }
  const result = await sendPush(
    sender,
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    row.alert,
  );
  if (result.gone) {
    await forgetSubscription(db, device.id);
    return { ...result, final: true, error: `${result.error}: the device unsubscribed` };
  }
  if (result.ok) await markSent(db, device.id, now());
  return result;
}
