/**
 * Requests from the people leads are about (POPIA sections 23 and 24): everything stored about
 * a person, as a summary, as a download, and erased on request. A person is found by e-mail
 * (case-insensitive, exact) or phone (the same last nine digits), or either when both are given,
 * in their leads and in any call-back flow they are still (or were lately) typing into the chat.
 */
import { count, inArray, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";

import type * as Contract from "#common/admin-contract.ts";
import { chatReference } from "#common/leads.ts";
import { type LeadKind } from "#common/leads.ts";
import type { Viewer } from "#common/viewer.ts";

import type { Db, Transaction } from "../db/client";
import {
  appointments,
  chatbotSubmissions,
  chatFlows,
  chatTranscripts,
  contactMessages,
  deliveryAttempts,
  leadActivity,
  leadWork,
  outbox,
  type TranscriptMessage,
} from "../db/schema";
import { parseOrThrow } from "./invalid-input";
import type { DeliveryAttempt, LeadActivityEntry } from "./lead-detail";
import { leadTables, phoneDigits, PHONE_MATCH_DIGITS, samePhone } from "./lead-sources";

export const subjectMessages = {
  email: "Please give a valid e-mail address (e.g., name@example.com).",
  phone: `Please give a phone number with at least ${PHONE_MATCH_DIGITS} digits.`,
  missing: "Please give the person's e-mail address, phone number or both.",
  confirm: "Please type ERASE to confirm that these records are to be deleted.",
} as const;

/** What the admin types to confirm an erasure, so that it never happens by a stray click. */
export const ERASE_CONFIRMATION = "ERASE";

/** Blank means "not given"; what is given must identify one person, never everyone. */
const optionalText = (message: string) =>
  z
    .string(message)
    .trim()
    .max(254, message)
    .optional()
    .transform((value) => value || undefined);

export const subjectQuerySchema = z
  .object({
    email: optionalText(subjectMessages.email).refine(
      (value) => value === undefined || z.email().safeParse(value).success,
      subjectMessages.email,
    ),
    phone: optionalText(subjectMessages.phone).refine(
      (value) => value === undefined || phoneDigits(value).length >= PHONE_MATCH_DIGITS,
      subjectMessages.phone,
    ),
  })
  .refine((query) => query.email !== undefined || query.phone !== undefined, {
    message: subjectMessages.missing,
    path: ["email"],
  });

export type SubjectQuery = z.input<typeof subjectQuerySchema>;

type Reader = Pick<Db, "select">;

export interface SubjectLead {
  kind: LeadKind;
  id: string;
  reference: string;
  /** Every column of the lead's row. */
  record: Record<string, unknown> & {
    name: string;
    email: string;
    phone: string;
    createdAt: Date;
  };
  transcript: TranscriptMessage[] | null;
  work: { status: string; updatedAt: Date; anonymisedAt: Date | null } | null;
  activity: LeadActivityEntry[];
  /** The outbox rows, payloads included: they carry the same details. */
  deliveries: (typeof outbox.$inferSelect & { attemptLog: DeliveryAttempt[] })[];
}

export type SubjectChatFlow = typeof chatFlows.$inferSelect;

export interface SubjectRecords {
  query: { email?: string; phone?: string };
  leads: SubjectLead[];
  /** Call-back flows not finished yet: what the visitor has typed so far, and the conversation. */
  chatFlows: SubjectChatFlow[];
}

function matching(
  table: (typeof leadTables)[LeadKind],
  query: { email?: string; phone?: string },
): SQL | undefined {
  return or(
    query.email ? sql`lower(${table.email}) = ${query.email.toLowerCase()}` : undefined,
    query.phone ? samePhone(table.phone, query.phone) : undefined,
  );
}

/** A value the chat flow has collected, as text. */
const flowValue = (field: "email" | "phone") => sql`${chatFlows.values} ->> ${field}`;

function findFlows(db: Reader, query: SubjectRecords["query"]) {
  return db
    .select()
    .from(chatFlows)
    .where(
      or(
        query.email ? sql`lower(${flowValue("email")}) = ${query.email.toLowerCase()}` : undefined,
        query.phone ? samePhone(flowValue("phone"), query.phone) : undefined,
      ),
    )
    .orderBy(sql`${chatFlows.createdAt} desc`);
}

async function findRows(db: Reader, query: SubjectRecords["query"]) {
  // One after another: inside a transaction they share one connection.
  const chats = await db
    .select()
    .from(chatbotSubmissions)
    .where(matching(chatbotSubmissions, query));
  const contacts = await db.select().from(contactMessages).where(matching(contactMessages, query));
  const bookings = await db.select().from(appointments).where(matching(appointments, query));
  return [
    ...chats.map((record) => ({
      kind: "chatbot_submission" as const,
      id: record.id,
      reference: chatReference(record.id),
      record,
    })),
    ...contacts.map((record) => ({
      kind: "contact_message" as const,
      id: record.id,
      reference: record.reference,
      record,
    })),
    ...bookings.map((record) => ({
      kind: "appointment" as const,
      id: record.id,
      reference: record.reference,
      record,
    })),
  ].sort((a, b) => b.record.createdAt.getTime() - a.record.createdAt.getTime());
}

/** Everything stored about the person, newest lead first. Throws InvalidInputError for a bad query. */
export async function findSubject(db: Db, input: SubjectQuery): Promise<SubjectRecords> {
  const query = parseOrThrow(subjectQuerySchema, input);
  const rows = await findRows(db, query);
  const flows = await findFlows(db, query);
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return { query, leads: [], chatFlows: flows };

  const [transcripts, work, activity, deliveries] = await Promise.all([
    db.select().from(chatTranscripts).where(inArray(chatTranscripts.submissionId, ids)),
    db.select().from(leadWork).where(inArray(leadWork.leadId, ids)),
    db
      .select()
      .from(leadActivity)
      .where(inArray(leadActivity.leadId, ids))
      .orderBy(sql`${leadActivity.createdAt} desc, ${leadActivity.id} desc`),
    db
      .select()
      .from(outbox)
      .where(inArray(outbox.subjectId, ids))
      .orderBy(outbox.createdAt, outbox.kind),
  ]);
  const attempts = deliveries.length
    ? await db
        .select()
        .from(deliveryAttempts)
        .where(
          inArray(
            deliveryAttempts.outboxId,
            deliveries.map((row) => row.id),
          ),
        )
        .orderBy(deliveryAttempts.attempt, deliveryAttempts.id)
    : [];

  return {
    query,
    chatFlows: flows,
    leads: rows.map((row) => {
      const leadWorkRow = work.find((entry) => entry.leadId === row.id);
      return {
        ...row,
        transcript:
          row.kind === "chatbot_submission"
            ? (transcripts.find((entry) => entry.submissionId === row.id)?.messages ?? [])
            : null,
        work: leadWorkRow
          ? {
              status: leadWorkRow.status,
              updatedAt: leadWorkRow.updatedAt,
              anonymisedAt: leadWorkRow.anonymisedAt,
            }
          : null,
        activity: activity.filter((entry) => entry.leadId === row.id) as LeadActivityEntry[],
        deliveries: deliveries
          .filter((delivery) => delivery.subjectId === row.id)
          .map((delivery) => ({
            ...delivery,
            attemptLog: attempts
              .filter((attempt) => attempt.outboxId === delivery.id)
              .map(({ outboxId: _outboxId, ...attempt }) => attempt),
          })),
      };
    }),
  };
}

export type SubjectSummary = Contract.SubjectSummary<Date>;

/** What the admin checks before an export or an erasure: which leads, and how much else. */
export function summariseSubject(records: SubjectRecords): SubjectSummary {
  const leads = records.leads.map((lead) => ({
    kind: lead.kind,
    id: lead.id,
    reference: lead.reference,
    name: lead.record.name,
    email: lead.record.email,
    phone: lead.record.phone,
    createdAt: lead.record.createdAt,
    transcriptMessages: lead.transcript?.length ?? 0,
    deliveries: lead.deliveries.length,
    activities: lead.activity.length,
  }));
  const sum = (pick: (lead: SubjectLead) => number) =>
    records.leads.reduce((total, lead) => total + pick(lead), 0);
  return {
    query: records.query,
    leads,
    totals: {
      leads: leads.length,
      transcripts: sum((lead) => (lead.transcript?.length ? 1 : 0)),
      deliveries: sum((lead) => lead.deliveries.length),
      deliveryAttempts: sum((lead) =>
        lead.deliveries.reduce((total, delivery) => total + delivery.attemptLog.length, 0),
      ),
      activities: sum((lead) => lead.activity.length),
      chatFlows: records.chatFlows.length,
    },
  };
}

export interface SubjectExport extends SubjectRecords {
  generatedAt: string;
  /** For the person reading the file. */
  about: string;
}

/** The file handed to the person: plain JSON, dates as ISO 8601 text. */
export async function exportSubject(
  db: Db,
  input: SubjectQuery,
  now: Date = new Date(),
): Promise<SubjectExport> {
  const records = await findSubject(db, input);
  const exported: SubjectExport = {
    generatedAt: now.toISOString(),
    about:
      "Every enquiry, booking and chat request we hold that matches the e-mail address or phone number given, with our notes and the record of the notifications sent about it.",
    ...records,
  };
  return JSON.parse(JSON.stringify(exported)) as SubjectExport;
}

export type ErasureReceipt = Contract.ErasureReceipt<Date>;

async function countWhere(
  tx: Transaction,
  table: typeof chatTranscripts | typeof deliveryAttempts,
  where: SQL,
) {
  const [row] = await tx.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/**
 * Deletes, in one transaction, every lead findSubject finds with its transcript, outbox rows
 * (and their attempts), status and history, and the person's unfinished chat flows. Other
 * people's records are untouched, and a query that names nobody in particular is refused
 * (InvalidInputError).
 */
export async function eraseSubject(
  db: Db,
  input: SubjectQuery & { actor: Viewer; now?: Date },
): Promise<ErasureReceipt> {
  const query = parseOrThrow(subjectQuerySchema, { email: input.email, phone: input.phone });
  return db.transaction(async (tx) => {
    const rows = await findRows(tx, query);
    const ids = rows.map((row) => row.id);
    const receipt: ErasureReceipt = {
      leads: { chatbot_submission: 0, contact_message: 0, appointment: 0 },
      transcripts: 0,
      deliveries: 0,
      deliveryAttempts: 0,
      leadWork: 0,
      leadActivity: 0,
      chatFlows: 0,
      erasedBy: input.actor.email,
      erasedAt: input.now ?? new Date(),
    };
    const flowIds = (await findFlows(tx, query)).map((flow) => flow.id);
    if (flowIds.length > 0) {
      receipt.chatFlows = (
        await tx
          .delete(chatFlows)
          .where(inArray(chatFlows.id, flowIds))
          .returning({ id: chatFlows.id })
      ).length;
    }
    if (ids.length === 0) return receipt;

    const outboxIds = tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(inArray(outbox.subjectId, ids));
    receipt.deliveryAttempts = await countWhere(
      tx,
      deliveryAttempts,
      inArray(deliveryAttempts.outboxId, outboxIds),
    );
    receipt.transcripts = await countWhere(
      tx,
      chatTranscripts,
      inArray(chatTranscripts.submissionId, ids),
    );
    // The leads go first: their row locks make an admin's change to one of them, running at
    // the same moment, either finish before this (and its history is deleted below) or find
    // the lead gone.
    for (const kind of Object.keys(leadTables) as LeadKind[]) {
      const table = leadTables[kind];
      const kindIds = rows.filter((row) => row.kind === kind).map((row) => row.id);
      if (kindIds.length === 0) continue;
      await tx.delete(table).where(inArray(table.id, kindIds));
      receipt.leads[kind] = kindIds.length;
    }
    receipt.deliveries = (
      await tx.delete(outbox).where(inArray(outbox.subjectId, ids)).returning({ id: outbox.id })
    ).length;
    receipt.leadWork = (
      await tx
        .delete(leadWork)
        .where(inArray(leadWork.leadId, ids))
        .returning({ id: leadWork.leadId })
    ).length;
    receipt.leadActivity = (
      await tx
        .delete(leadActivity)
        .where(inArray(leadActivity.leadId, ids))
        .returning({ id: leadActivity.id })
    ).length;
    return receipt;
  });
}
