import type { Db } from "../db/client";
import { enqueue } from "../jobs/outbox";
import { businessNotification, visitorConfirmation, type LeadMail } from "../mail/lead-mail";

/** What happens after a lead is saved, as configured for this server. */
export interface DeliverySettings {
  webhook: boolean;
  mail?: { notifyTo: string };
}

export interface LeadDeliveries {
  subjectType: "chatbot_submission" | "contact_message" | "appointment";
  subjectId: string;
  /** The webhook's JSON body; it carries a `type` field naming the kind of lead. */
  webhookPayload: { type: string; record: Record<string, unknown> };
  mail: LeadMail;
}

type Writer = Pick<Db, "insert">;

export interface QueuedDeliveries {
  webhookId?: string;
  mailIds: string[];
}

/**
 * Queues the webhook call and the two e-mails in the lead's own transaction: the lead and every
 * delivery it needs are committed together or not at all.
 */
export async function queueDeliveries(
  tx: Writer,
  settings: DeliverySettings,
  lead: LeadDeliveries,
): Promise<QueuedDeliveries> {
  const subject = { subjectType: lead.subjectType, subjectId: lead.subjectId };
  const queued: QueuedDeliveries = { mailIds: [] };
  if (settings.webhook) {
    queued.webhookId = await enqueue(tx, {
      ...subject,
      kind: "webhook",
      payload: lead.webhookPayload,
    });
  }
  if (settings.mail) {
    const messages = [businessNotification(lead.mail, settings.mail.notifyTo)];
    if (lead.mail.email) messages.push(visitorConfirmation(lead.mail));
    for (const message of messages) {
      queued.mailIds.push(
        await enqueue(tx, { ...subject, kind: "email", payload: { ...message } }),
      );
    }
  }
  return queued;
}

/** All of a lead's outbox ids, webhook first. */
export const queuedIds = (queued: QueuedDeliveries): string[] => [
  ...(queued.webhookId ? [queued.webhookId] : []),
  ...queued.mailIds,
];
