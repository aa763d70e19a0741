/**
 * A lead nobody has answered alerts again: after 30 minutes of opening hours, or 10 minutes at
 * any hour for an emergency (the call-out service, or a chat that described danger), to every admin device and to a second contact when one is
 * set (README: "Escalation"). Each lead escalates once; the inbox shows the wait meanwhile.
 */
import { site, absoluteUrl } from "#content/site.ts";

import { leadsAwaitingEscalation } from "../admin/inbox";
import type { Database, Db } from "../db/client";
import { leadEscalations } from "../db/schema";
import { enqueue } from "../jobs/outbox";
import type { OutboxProcessor } from "../jobs/outbox-processor";
import { runEvery } from "../jobs/run-every";
import type { Logger } from "../logger";
import type { PushRow } from "../push/deliver-push";
import { leadAlert, leadAlertPath } from "../push/lead-alert";
import { allSubscriptions } from "../push/subscriptions";
import { ownerWhatsAppAlert, type WhatsAppAlertSettings } from "../whatsapp/lead-alert";
import { afterOpeningMinutes, isUrgent, leadWaitMinutes, type UrgencyFacts } from "./waiting-time";

/**
 * A lead whose time ran out longer ago than this is not escalated any more: after a first
 * deploy or a long outage, old leads would otherwise all alert at once (and WhatsApp charges per
 * message). The inbox still shows them waiting, in red.
 */
const ESCALATION_WINDOW_MS = 2 * 3600_000;

/** Leads older than this are history, not something to alert about now. */
const LOOK_BACK_DAYS = 7;

export interface EscalationSettings {
  /** Minutes of opening hours a lead may wait before it alerts again. */
  afterMinutes: number;
  /** Minutes, at any hour, for an emergency call-out. */
  urgentAfterMinutes: number;
  /** Alert the admins' devices again. */
  push: boolean;
  /** The second contact's WhatsApp (or the owner's again when no second contact is set). */
  whatsapp?: WhatsAppAlertSettings;
  /** The second contact's e-mail, when e-mail is configured. */
  email?: string;
}

/** When a lead that is still new must alert again. */
export function escalationDue(
  lead: UrgencyFacts & { createdAt: Date },
  settings: Pick<EscalationSettings, "afterMinutes" | "urgentAfterMinutes">,
): Date {
  return isUrgent(lead)
    ? new Date(lead.createdAt.getTime() + settings.urgentAfterMinutes * 60_000)
    : afterOpeningMinutes(lead.createdAt, settings.afterMinutes, site.hours, site.timeZone);
}

/**
 * Queues the second alert of every lead that is still new past its time, each exactly once (the
 * escalation row is written in the same transaction as its alerts), and starts delivering them.
 * Returns how many leads escalated.
 */
export async function escalateOverdue(
  db: Db,
  settings: EscalationSettings,
  outbox: Pick<OutboxProcessor, "deliverSoon">,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - LOOK_BACK_DAYS * 24 * 3600_000);
  let escalated = 0;
  for (const lead of await leadsAwaitingEscalation(db, since)) {
    const due = escalationDue(lead, settings);
    if (due > now || now.getTime() - due.getTime() > ESCALATION_WINDOW_MS) continue;
    const waited = leadWaitMinutes(lead, now);
    const outcome = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(leadEscalations)
        .values({ leadId: lead.id, leadKind: lead.kind, escalatedAt: now })
        .onConflictDoNothing()
        .returning({ id: leadEscalations.leadId });
      // Another copy of the server escalated it a moment ago.
      if (!claimed) return { claimed: false, queued: [] };
      const subject = { subjectType: lead.kind, subjectId: lead.id };
      const facts = {
        kind: lead.kind,
        id: lead.id,
        service: lead.serviceTitle,
        place: lead.suburb || lead.address,
      };
      const queued: string[] = [];
      if (settings.push) {
        const first = leadAlert(facts);
        const alert = {
          ...first,
          title: `Still waiting ${waited} min: ${first.title.toLowerCase()}`,
        };
        for (const device of await allSubscriptions(tx)) {
          const payload: PushRow = { subscriptionId: device.id, alert };
          queued.push(await enqueue(tx, { ...subject, kind: "push", payload: { ...payload } }));
        }
      }
      const inboxUrl = absoluteUrl(leadAlertPath(lead.kind, lead.id));
      if (settings.whatsapp) {
        const message = ownerWhatsAppAlert(
          settings.whatsapp,
          { name: lead.name, phone: lead.phone, inboxUrl },
          facts,
          `STILL WAITING ${waited} MIN: `,
        );
        queued.push(await enqueue(tx, { ...subject, kind: "whatsapp", payload: { ...message } }));
      }
      if (settings.email) {
        const subjectLine = `Still waiting ${waited} min: ${lead.name} (${lead.reference})`;
        const text = [
          `A lead has waited ${waited} minutes without a call back.`,
          `${lead.name}, ${lead.phone}: ${[lead.serviceTitle, lead.suburb].filter(Boolean).join(", ")}.`,
          `Open it: ${inboxUrl}`,
        ].join("\n\n");
        queued.push(
          await enqueue(tx, {
            ...subject,
            kind: "email",
            payload: { to: settings.email, subject: subjectLine, text },
          }),
        );
      }
      return { claimed: true, queued };
    });
    if (!outcome.claimed) continue;
    outbox.deliverSoon(outcome.queued);
    escalated++;
  }
  return escalated;
}

/** Checks every `intervalMs` until stopped. */
export function startEscalationJob({
  database,
  logger,
  settings,
  outbox,
  intervalMs = 60_000,
  now = () => new Date(),
}: {
  database: Database;
  logger: Logger;
  settings: EscalationSettings;
  outbox: Pick<OutboxProcessor, "deliverSoon">;
  intervalMs?: number;
  now?: () => Date;
}) {
  return runEvery(
    intervalMs,
    async () => {
      const count = await escalateOverdue(database.db, settings, outbox, now());
      if (count > 0)
        logger.warn({ leads: count }, "leads still new past their time: alerted again");
    },
    (error) => logger.error({ err: error }, "escalation check failed"),
  );
}
