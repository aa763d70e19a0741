/**
 * The one way a lead is saved, whatever brought it in (the chat, the contact form, the booking
 * form): its row, with anything stored beside it, and every delivery it needs (the webhook, the
 * e-mail to the business, the confirmation to the visitor) in one transaction; then the first
 * delivery attempts are started without waiting for them. A receiver that is down never costs a
 * lead, and a visitor never waits for one (docs/decisions/009-transactional-outbox.md).
 */
import { randomUUID } from "node:crypto";

import { chatReference, referencePrefixes, serviceTitle, type LeadKind } from "#common/leads.ts";
import { getService } from "#content/index.ts";
import { absoluteUrl } from "#content/site.ts";

import type { Db, Transaction } from "../db/client";
import { enqueue } from "../jobs/outbox";
import type { OutboxProcessor } from "../jobs/outbox-processor";
import { businessNotification, visitorConfirmation, type LeadMail } from "../mail/lead-mail";
import type { PushRow } from "../push/deliver-push";
import { leadAlert, leadAlertPath, type LeadAlertFacts } from "../push/lead-alert";
import { allSubscriptions } from "../push/subscriptions";
import type { StatusLinks } from "../status/status-link";
import type { CustomerWhatsAppSettings } from "../whatsapp/booking-update";
import { ownerWhatsAppAlert, type WhatsAppAlertSettings } from "../whatsapp/lead-alert";
import { withUniqueReference } from "./reference";

/** What happens after a lead is saved, as configured for this server. */
export interface DeliverySettings {
  webhook: boolean;
  mail?: { notifyTo: string };
  /** Alerts to every admin device that switched them on (Web Push). */
  push?: boolean;
  /** A WhatsApp message to the owner per lead (the Cloud API). */
  whatsapp?: WhatsAppAlertSettings;
  /** A WhatsApp template message to the customer about their booked visit (the booking loop). */
  customerWhatsApp?: CustomerWhatsAppSettings;
  /** Signs the customer's private status links (every server sets it; some unit tests do not). */
  statusLinks?: StatusLinks;
}

export interface LeadContext {
  db: Db;
  deliveries: DeliverySettings;
  /** Starts the first delivery attempts once the lead is committed. */
  outbox: Pick<OutboxProcessor, "deliverSoon">;
  now: Date;
}

export interface LeadToRecord<Row extends { id: string }> {
  kind: LeadKind;
  /**
   * Writes the lead's row under `id` (and `reference`, where the table has one), and whatever is
   * stored with it, inside the lead's transaction. Throwing leaves nothing behind.
   */
  insert(tx: Transaction, keys: { id: string; reference: string }): Promise<Row | undefined>;
  /** The webhook's `record`: the stored row as the receiver reads it. */
  webhookRecord(row: Row): Record<string, unknown>;
  /** What the two e-mails say about the lead. */
  mail(row: Row): Omit<LeadMail, "kind" | "reference" | "inboxUrl">;
  /** What an alert on the owner's phone may say: the service and where (never who). */
  alert(row: Row): Pick<LeadAlertFacts, "service" | "place" | "dangerDescribed">;
}

export interface QueuedDeliveries {
  webhookId?: string;
  mailIds: string[];
  /** Push alerts (one per device) and the WhatsApp alert. */
  alertIds: string[];
}

export interface RecordedLead {
  id: string;
  reference: string;
  queued: QueuedDeliveries;
}

/** How a service slug reads, looked up in the site's services. */
export const serviceTitleOf = (value: string) =>
  serviceTitle(value, (slug) => getService(slug)?.service.title);

async function queueDeliveries(
  tx: Transaction,
  settings: DeliverySettings,
  subject: { subjectType: LeadKind; subjectId: string },
  webhookPayload: { type: LeadKind; record: Record<string, unknown> },
  mail: LeadMail,
  alert: LeadAlertFacts,
): Promise<QueuedDeliveries> {
  const queued: QueuedDeliveries = { mailIds: [], alertIds: [] };
  if (settings.webhook) {
    queued.webhookId = await enqueue(tx, { ...subject, kind: "webhook", payload: webhookPayload });
  }
  if (settings.mail) {
    const messages = [businessNotification(mail, settings.mail.notifyTo)];
    if (mail.email) messages.push(visitorConfirmation(mail));
    for (const message of messages) {
      queued.mailIds.push(
        await enqueue(tx, { ...subject, kind: "email", payload: { ...message } }),
      );
    }
  }
  if (settings.push) {
    const shown = leadAlert(alert);
    // Read in the lead's transaction: a device switched on a moment before the lead is alerted.
    for (const device of await allSubscriptions(tx)) {
      const payload: PushRow = { subscriptionId: device.id, alert: shown };
      queued.alertIds.push(
        await enqueue(tx, { ...subject, kind: "push", payload: { ...payload } }),
      );
    }
  }
  if (settings.whatsapp) {
    const message = ownerWhatsAppAlert(settings.whatsapp, mail, alert);
    queued.alertIds.push(
      await enqueue(tx, { ...subject, kind: "whatsapp", payload: { ...message } }),
    );
  }
  return queued;
}

/** All of a lead's outbox ids, webhook first. */
export const queuedIds = (queued: QueuedDeliveries): string[] => [
  ...(queued.webhookId ? [queued.webhookId] : []),
  ...queued.mailIds,
  ...queued.alertIds,
];

/**
 * Saves the lead with its deliveries in one transaction, then starts delivering them. Form leads
 * get a fresh random reference (tried again in the astronomically unlikely case it is taken);
 * a chat lead's reference is the start of its id.
 */
export async function recordLead<Row extends { id: string }>(
  context: LeadContext,
  lead: LeadToRecord<Row>,
): Promise<RecordedLead> {
  const save = (id: string, reference: string) =>
    context.db.transaction(async (tx): Promise<RecordedLead> => {
      const row = await lead.insert(tx, { id, reference });
      if (!row) throw new Error("No data returned from database insert");
      const subject = { subjectType: lead.kind, subjectId: row.id };
      const queued = await queueDeliveries(
        tx,
        context.deliveries,
        subject,
        { type: lead.kind, record: lead.webhookRecord(row) },
        {
          kind: lead.kind,
          reference,
          inboxUrl: absoluteUrl(leadAlertPath(lead.kind, row.id)),
          statusUrl: context.deliveries.statusLinks?.url(reference, context.now),
          ...lead.mail(row),
        },
        { kind: lead.kind, id: row.id, ...lead.alert(row) },
      );
      return { id: row.id, reference, queued };
    });

  let recorded: RecordedLead;
  if (lead.kind === "chatbot_submission") {
    const id = randomUUID();
    recorded = await save(id, chatReference(id));
  } else {
    recorded = await withUniqueReference(referencePrefixes[lead.kind], (reference) =>
      save(randomUUID(), reference),
    );
  }
  context.outbox.deliverSoon(queuedIds(recorded.queued));
  return recorded;
}
