/** Everything the admin sees on one lead: the row, the conversation, the history, the deliveries. */
import { and, asc, desc, eq, inArray } from "drizzle-orm";

import { formatSlot, timeWindowIds, type TimeWindowId } from "#common/booking-dates.ts";
import { chatReference } from "#common/leads.ts";
import { type LeadKind, type LeadStatus } from "#common/leads.ts";

import type { Db } from "../db/client";
import {
  appointments,
  chatbotSubmissions,
  chatTranscripts,
  contactMessages,
  deliveryAttempts,
  leadActivity,
  leadWork,
  outbox,
  type TranscriptMessage,
} from "../db/schema";
import { serviceTitleOf } from "../leads/record-lead";
import { isUuid } from "./lead-sources";

const DAY_MS = 24 * 60 * 60 * 1000;

export type LeadActivityEntry = typeof leadActivity.$inferSelect & {
  kind: "status" | "note" | "booking" | "retry";
};

export type DeliveryAttempt = Omit<typeof deliveryAttempts.$inferSelect, "outboxId">;

export interface LeadDelivery {
  id: string;
  /** "webhook" or "email". */
  kind: string;
  /** pending, delivered or failed. */
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
  nextAttemptAt: Date;
  /** For e-mail: who it goes to (the business or the visitor); gone once anonymised. */
  to: string | null;
  attemptLog: DeliveryAttempt[];
}

type ChatRow = typeof chatbotSubmissions.$inferSelect;
type ContactRow = typeof contactMessages.$inferSelect;
type AppointmentRow = typeof appointments.$inferSelect;

interface LeadDetailBase {
  id: string;
  reference: string;
  status: LeadStatus;
  serviceTitle: string;
  createdAt: Date;
  /** Newest first. */
  history: LeadActivityEntry[];
  /** Oldest first: the webhook and e-mails in the order they were queued. */
  deliveries: LeadDelivery[];
  /** When the retention job removes the personal details (createdAt + retention days). */
  anonymiseOn: Date;
  /** The day has passed but the job has not run since: the details go at its next run. */
  anonymiseDue: boolean;
  anonymisedAt: Date | null;
}

export type LeadDetail = LeadDetailBase &
  (
    | {
        kind: "chatbot_submission";
        lead: ChatRow;
        transcript: TranscriptMessage[];
      }
    | { kind: "contact_message"; lead: ContactRow; transcript: null }
    | {
        kind: "appointment";
        lead: AppointmentRow;
        /** The slot in words, e.g. "Tuesday 24 November 2026, morning (06:00 to 10:00)". */
        slot: string;
        transcript: null;
      }
  );

export interface LeadDetailOptions {
  retentionDays: number;
  now?: Date;
}

type LeadRecord =
  | { kind: "chatbot_submission"; lead: ChatRow; reference: string }
  | { kind: "contact_message"; lead: ContactRow; reference: string }
  | { kind: "appointment"; lead: AppointmentRow; reference: string };

async function findRecord(db: Db, kind: LeadKind, id: string): Promise<LeadRecord | undefined> {
  switch (kind) {
    case "chatbot_submission": {
      const [lead] = await db
        .select()
        .from(chatbotSubmissions)
        .where(eq(chatbotSubmissions.id, id));
      return lead && { kind, lead, reference: chatReference(lead.id) };
    }
    case "contact_message": {
      const [lead] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      return lead && { kind, lead, reference: lead.reference };
    }
    case "appointment": {
      const [lead] = await db.select().from(appointments).where(eq(appointments.id, id));
      return lead && { kind, lead, reference: lead.reference };
    }
  }
}

/** The outbox rows queued for a lead, each with its attempts. */
export async function leadDeliveries(db: Db, kind: LeadKind, id: string) {
  const rows = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.subjectType, kind), eq(outbox.subjectId, id)))
    .orderBy(asc(outbox.createdAt), asc(outbox.kind));
  const attempts = rows.length
    ? await db
        .select()
        .from(deliveryAttempts)
        .where(
          inArray(
            deliveryAttempts.outboxId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(deliveryAttempts.attempt), asc(deliveryAttempts.id))
    : [];
  return { rows, attempts };
}

function toDelivery(
  row: typeof outbox.$inferSelect,
  attempts: (typeof deliveryAttempts.$inferSelect)[],
): LeadDelivery {
  // E-mail and WhatsApp rows name their recipient: the owner's alert or the customer's message.
  const to =
    (row.kind === "email" || row.kind === "whatsapp") && typeof row.payload.to === "string"
      ? row.payload.to
      : null;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt,
    deliveredAt: row.deliveredAt,
    nextAttemptAt: row.nextAttemptAt,
    to,
    attemptLog: attempts
      .filter((attempt) => attempt.outboxId === row.id)
      .map(({ outboxId: _outboxId, ...attempt }) => attempt),
  };
}

export async function getLead(
  db: Db,
  kind: LeadKind,
  id: string,
  { retentionDays, now = new Date() }: LeadDetailOptions,
): Promise<LeadDetail | null> {
  const record = isUuid(id) ? await findRecord(db, kind, id) : undefined;
  if (!record) return null;

  const [work] = await db.select().from(leadWork).where(eq(leadWork.leadId, id));
  const history = (await db
    .select()
    .from(leadActivity)
    .where(eq(leadActivity.leadId, id))
    .orderBy(desc(leadActivity.createdAt), desc(leadActivity.id))) as LeadActivityEntry[];
  const { rows, attempts } = await leadDeliveries(db, kind, id);

  const anonymiseOn = new Date(record.lead.createdAt.getTime() + retentionDays * DAY_MS);
  const anonymisedAt = work?.anonymisedAt ?? null;
  const base: LeadDetailBase = {
    id,
    reference: record.reference,
    status: (work?.status ?? "new") as LeadStatus,
    serviceTitle: serviceTitleOf(record.lead.service),
    createdAt: record.lead.createdAt,
    history,
    deliveries: rows.map((row) => toDelivery(row, attempts)),
    anonymiseOn,
    anonymiseDue: !anonymisedAt && anonymiseOn <= now,
    anonymisedAt,
  };

  switch (record.kind) {
    case "chatbot_submission": {
      const [transcript] = await db
        .select()
        .from(chatTranscripts)
        .where(eq(chatTranscripts.submissionId, id));
      return {
        ...base,
        kind: record.kind,
        lead: record.lead,
        transcript: transcript?.messages ?? [],
      };
    }
    case "contact_message":
      return { ...base, kind: record.kind, lead: record.lead, transcript: null };
    case "appointment": {
      const window = record.lead.timeWindow as TimeWindowId;
      return {
        ...base,
        kind: record.kind,
        lead: record.lead,
        slot: timeWindowIds.includes(window)
          ? formatSlot(record.lead.date, window)
          : record.lead.date,
        transcript: null,
      };
    }
  }
}
