/**
 * What an admin does to a lead: move it along (new → contacted → quoted → won or lost), note
 * what was said, answer a booking request, retry a delivery. Each change and its line in the
 * lead's history are written in one transaction, with who made it.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";

import {
  bookingCalendar,
  formatLongDate,
  isBookable,
  timeWindowIds,
  todayInSouthAfrica,
} from "#common/booking-dates.ts";
import { CUSTOMER_ACTOR } from "#common/lead-status.ts";
import { leadStatuses, type LeadKind, type LeadStatus } from "#common/leads.ts";
import { noControlCharacters } from "#common/validation/fields.ts";
import type { Viewer } from "#common/viewer.ts";

import { queueBookingNews, type CustomerTold } from "../booking-loop/customer-messages";
import type { Db, Transaction } from "../db/client";
import { appointments, leadActivity, leadWork, outbox } from "../db/schema";
import { retryNow } from "../jobs/outbox";
import type { DeliverySettings } from "../leads/record-lead";
import type { BookingNews } from "../mail/booking-mail";
import { InvalidInputError, parseOrThrow } from "./invalid-input";
import type { LeadActivityEntry } from "./lead-detail";
import { isUuid, leadTables } from "./lead-sources";

export const NOTE_MAX_LENGTH = 2000;

export const leadWorkMessages = {
  status: "Please choose one of: new, contacted, quoted, won or lost.",
  note: `Please write a note of 1 to ${NOTE_MAX_LENGTH} characters.`,
  action: "Please choose confirm, propose or cancel.",
  date: "Please choose the day to propose.",
  timeWindow: "Please choose the time window to propose.",
  sameSlot: "That is the slot already requested: confirm it instead, or propose another.",
  pastSlot: "That visit's day has passed: propose another slot instead.",
  customerAskedAnother:
    "The customer asked for another time than this one: propose a slot instead (the lead's history has their note).",
} as const;

/** The bodies of the status and note requests, with the field names their errors carry. */
export const statusChangeSchema = z.object({
  status: z.enum(leadStatuses, leadWorkMessages.status),
});

export const noteInputSchema = z.object({
  note: z
    .string(leadWorkMessages.note)
    .trim()
    .min(1, leadWorkMessages.note)
    .max(NOTE_MAX_LENGTH, leadWorkMessages.note)
    // PostgreSQL cannot store NUL, and no one types the other control characters.
    .check(noControlCharacters),
});

export const bookingActions = ["confirm", "propose", "cancel"] as const;
export type BookingAction = (typeof bookingActions)[number];

const bookingStatusFor: Record<BookingAction, string> = {
  confirm: "confirmed",
  propose: "proposed",
  cancel: "cancelled",
};

/** A proposal needs a day the booking form would offer today, and a time window. */
export function bookingDecisionSchema(now: Date) {
  return z
    .object({
      action: z.enum(bookingActions, leadWorkMessages.action),
      date: z.string(leadWorkMessages.date).trim().optional(),
      timeWindow: z.enum(timeWindowIds, leadWorkMessages.timeWindow).optional(),
    })
    .superRefine((decision, ctx) => {
      if (decision.action !== "propose") return;
      if (!decision.date || !isBookable(decision.date, now)) {
        const calendar = bookingCalendar(now);
        ctx.addIssue({
          code: "custom",
          path: ["date"],
          message: decision.date
            ? `Please choose a day from ${formatLongDate(calendar.first)} to ${formatLongDate(calendar.last)}, not a Sunday or public holiday.`
            : leadWorkMessages.date,
        });
      }
      if (!decision.timeWindow) {
        ctx.addIssue({
          code: "custom",
          path: ["timeWindow"],
          message: leadWorkMessages.timeWindow,
        });
      }
    });
}

const actorColumns = (actor: Viewer) => ({ actorId: actor.id, actorEmail: actor.email });

/** Locks the lead's row for the rest of the transaction, so two admins' changes queue up. */
async function lockLead(tx: Transaction, kind: LeadKind, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const table = leadTables[kind];
  const result = await tx.execute(sql`select 1 from ${table} where ${table.id} = ${id} for update`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

export interface StatusChange {
  status: LeadStatus;
  /** False when the lead already had this status: nothing was written. */
  changed: boolean;
}

/** Null when there is no such lead. */
export async function setStatus(
  db: Db,
  input: { kind: LeadKind; id: string; status: LeadStatus; actor: Viewer },
): Promise<StatusChange | null> {
  const { status } = parseOrThrow(statusChangeSchema, { status: input.status });
  return db.transaction(async (tx) => {
    if (!(await lockLead(tx, input.kind, input.id))) return null;
    const [work] = await tx
      .select({ status: leadWork.status })
      .from(leadWork)
      .where(eq(leadWork.leadId, input.id));
    const from = work?.status ?? "new";
    if (from === status) return { status, changed: false };
    const updatedAt = new Date();
    await tx
      .insert(leadWork)
      .values({ leadId: input.id, leadKind: input.kind, status, updatedAt })
      .onConflictDoUpdate({ target: leadWork.leadId, set: { status, updatedAt } });
    await tx.insert(leadActivity).values({
      leadId: input.id,
      leadKind: input.kind,
      kind: "status",
      fromValue: from,
      toValue: status,
      ...actorColumns(input.actor),
    });
    return { status, changed: true };
  });
}

/** The note as saved, or null when there is no such lead. */
export async function addNote(
  db: Db,
  input: { kind: LeadKind; id: string; note: string; actor: Viewer },
): Promise<LeadActivityEntry | null> {
  const { note } = parseOrThrow(noteInputSchema, { note: input.note });
  return db.transaction(async (tx) => {
    if (!(await lockLead(tx, input.kind, input.id))) return null;
    const [entry] = await tx
      .insert(leadActivity)
      .values({
        leadId: input.id,
        leadKind: input.kind,
        kind: "note",
        note,
        ...actorColumns(input.actor),
      })
      .returning();
    return (entry as LeadActivityEntry | undefined) ?? null;
  });
}

export interface BookingDecision {
  id: string;
  /** requested, confirmed, proposed or cancelled. */
  status: string;
  date: string;
  timeWindow: string;
  changed: boolean;
  /** Which messages to the customer were queued with the change. */
  customerTold: CustomerTold;
  /** Their outbox rows: start delivering them once the change is committed. */
  outboxIds: string[];
}

const bookingNewsFor: Record<BookingAction, BookingNews> = {
  confirm: "confirmed",
  propose: "proposed",
  cancel: "cancelled",
};

/** How a booking stands, as its history records it: "proposed 2026-11-26 midday". */
const bookingState = (row: { status: string; date: string; timeWindow: string }) =>
  `${row.status} ${row.date} ${row.timeWindow}`;

/**
 * Confirms the requested slot, proposes another (a day the booking form would offer now) or
 * cancels the request. Null when there is no such booking. A change queues, in the same
 * transaction, the customer's e-mail and WhatsApp message about it, as far as `deliveries`
 * configures them (README: "The booking loop").
 */
/**
 * A confirmation the customer would not want: a day already past, or the very slot the customer
 * refused from their status page ("ask for another time" turned the proposal back into a request,
 * and one tap on Confirm would otherwise confirm the time they said no to).
 */
async function refuseUnwantedConfirmation(
  tx: Transaction,
  id: string,
  current: { status: string; date: string; timeWindow: string },
  now: Date,
) {
  if (current.date < todayInSouthAfrica(now)) {
    throw new InvalidInputError({ action: leadWorkMessages.pastSlot });
  }
  const [last] = await tx
    .select({ actorEmail: leadActivity.actorEmail, toValue: leadActivity.toValue })
    .from(leadActivity)
    .where(and(eq(leadActivity.leadId, id), eq(leadActivity.kind, "booking")))
    .orderBy(desc(leadActivity.createdAt), desc(leadActivity.id))
    .limit(1);
  if (
    current.status === "requested" &&
    last?.actorEmail === CUSTOMER_ACTOR &&
    last.toValue === bookingState(current)
  ) {
    throw new InvalidInputError({ action: leadWorkMessages.customerAskedAnother });
  }
}

export async function decideBooking(
  db: Db,
  input: {
    id: string;
    action: BookingAction;
    date?: string;
    timeWindow?: string;
    actor: Viewer;
    now?: Date;
  },
  deliveries: Pick<DeliverySettings, "mail" | "customerWhatsApp" | "statusLinks"> = {},
): Promise<BookingDecision | null> {
  const now = input.now ?? new Date();
  const decision = parseOrThrow(bookingDecisionSchema(now), input);
  return db.transaction(async (tx) => {
    if (!(await lockLead(tx, "appointment", input.id))) return null;
    const [appointment] = await tx.select().from(appointments).where(eq(appointments.id, input.id));
    if (!appointment) return null;
    const current = {
      status: appointment.status,
      date: appointment.date,
      timeWindow: appointment.timeWindow,
    };
    const next = {
      status: bookingStatusFor[decision.action],
      date: decision.action === "propose" ? decision.date! : current.date,
      timeWindow: decision.action === "propose" ? decision.timeWindow! : current.timeWindow,
    };
    if (
      decision.action === "propose" &&
      next.date === current.date &&
      next.timeWindow === current.timeWindow &&
      current.status !== "proposed"
    ) {
      throw new InvalidInputError({ date: leadWorkMessages.sameSlot });
    }
    if (decision.action === "confirm" && bookingState(next) !== bookingState(current)) {
      await refuseUnwantedConfirmation(tx, input.id, current, now);
    }
    if (bookingState(next) === bookingState(current)) {
      const customerTold = { email: false, whatsapp: false };
      return { id: input.id, ...current, changed: false, customerTold, outboxIds: [] };
    }
    await tx.update(appointments).set(next).where(eq(appointments.id, input.id));
    await tx.insert(leadActivity).values({
      leadId: input.id,
      leadKind: "appointment",
      kind: "booking",
      fromValue: bookingState(current),
      toValue: bookingState(next),
      ...actorColumns(input.actor),
    });
    const { told, outboxIds } = await queueBookingNews(
      tx,
      deliveries,
      bookingNewsFor[decision.action],
      { ...appointment, ...next },
      now,
    );
    return { id: input.id, ...next, changed: true, customerTold: told, outboxIds };
  });
}

export type RetryResult =
  | { ok: true; id: string; previousStatus: string }
  | { ok: false; reason: "not-found" | "delivered" | "in-progress" };

/**
 * Puts a delivery back at the front of the queue (the worker picks it up on its next round).
 * A delivered row is not sent again, and one being delivered right now is left alone.
 */
export async function retryDelivery(
  db: Db,
  input: { outboxId: string; actor: Viewer; now?: Date },
): Promise<RetryResult> {
  if (!isUuid(input.outboxId)) return { ok: false, reason: "not-found" };
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(outbox).where(eq(outbox.id, input.outboxId)).for("update");
    if (!row) return { ok: false, reason: "not-found" };
    if (row.status === "delivered") return { ok: false, reason: "delivered" };
    if (row.lockedUntil && row.lockedUntil > now) return { ok: false, reason: "in-progress" };
    await retryNow(tx, row.id);
    await tx.insert(leadActivity).values({
      leadId: row.subjectId,
      leadKind: row.subjectType,
      kind: "retry",
      fromValue: row.status,
      toValue: "pending",
      note: null,
      ...actorColumns(input.actor),
    });
    return { ok: true, id: row.id, previousStatus: row.status };
  });
}
