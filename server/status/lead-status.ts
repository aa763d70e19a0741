/**
 * What the customer's status page shows: the lead the link names, found only when its token
 * is good, reduced to what the customer needs (kind, first name, service, suburb, the slot and
 * where it stands). Invalid tokens and unknown references answer alike, so the page never tells
 * a stranger whether a reference exists.
 */
import { eq, sql } from "drizzle-orm";

import { formatSlot, todayInSouthAfrica, type TimeWindowId } from "#common/booking-dates.ts";
import type {
  CustomerBookingAction,
  CustomerLeadStatus,
  LeadStage,
  LeadStatusLookup,
} from "#common/lead-status.ts";
import { CHAT_REFERENCE_ID_CHARS, referencePrefixes, type LeadKind } from "#common/leads.ts";

import type { Db, Transaction } from "../db/client";
import { appointments, chatbotSubmissions, contactMessages, leadWork } from "../db/schema";
import { serviceTitleOf } from "../leads/record-lead";
import { suburbIn } from "../push/lead-alert";
import type { StatusLinks } from "./status-link";

type Reader = Db | Transaction;

/** The lead behind a reference, with just the columns the page may use. */
export interface StatusLead {
  kind: LeadKind;
  id: string;
  reference: string;
  name: string;
  /** For the business's notice of a customer's action only; never shown on the page. */
  phone: string;
  service: string;
  suburb: string;
  createdAt: Date;
  appointment?: { state: string; date: string; timeWindow: TimeWindowId };
  work: { status: string; anonymisedAt: Date | null } | null;
}

const referencePattern = /^(BK|CT|CH)-[0-9A-Z-]{4,20}$/;

async function workOf(db: Reader, id: string) {
  const [work] = await db
    .select({ status: leadWork.status, anonymisedAt: leadWork.anonymisedAt })
    .from(leadWork)
    .where(eq(leadWork.leadId, id));
  return work ?? null;
}

/**
 * Finds the lead a reference names, or undefined. A chat lead's reference is the start of its id
 * (common/leads.ts chatReference): two chats sharing it cannot be told apart, so neither is shown.
 * `lock` holds a booking's row for the caller's transaction.
 */
export async function findLeadByReference(
  db: Reader,
  reference: string,
  lock = false,
): Promise<StatusLead | undefined> {
  if (!referencePattern.test(reference)) return undefined;
  if (reference.startsWith(`${referencePrefixes.appointment}-`)) {
    const query = db.select().from(appointments).where(eq(appointments.reference, reference));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) return undefined;
    return {
      kind: "appointment",
      id: row.id,
      reference,
      name: row.name,
      phone: row.phone,
      service: row.service,
      suburb: row.suburb,
      createdAt: row.createdAt,
      appointment: {
        state: row.status,
        date: row.date,
        timeWindow: row.timeWindow as TimeWindowId,
      },
      work: await workOf(db, row.id),
    };
  }
  if (reference.startsWith(`${referencePrefixes.contact_message}-`)) {
    const [row] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.reference, reference));
    if (!row) return undefined;
    return {
      kind: "contact_message",
      id: row.id,
      reference,
      name: row.name,
      phone: row.phone,
      service: row.service,
      suburb: row.suburb,
      createdAt: row.createdAt,
      work: await workOf(db, row.id),
    };
  }
  const idStart = reference.slice(referencePrefixes.chatbot_submission.length + 1);
  if (!new RegExp(`^[0-9A-F]{${CHAT_REFERENCE_ID_CHARS}}$`).test(idStart)) return undefined;
  const rows = await db
    .select()
    .from(chatbotSubmissions)
    .where(sql`${chatbotSubmissions.id}::text like ${`${idStart.toLowerCase()}%`}`)
    .limit(2);
  const [row] = rows;
  if (!row || rows.length > 1) return undefined;
  return {
    kind: "chatbot_submission",
    id: row.id,
    reference,
    name: row.name,
    phone: row.phone,
    service: row.service,
    suburb: suburbIn(row.address) ?? "",
    createdAt: row.createdAt,
    work: await workOf(db, row.id),
  };
}

const contactedStatuses = new Set(["contacted", "quoted", "won"]);

/** A cancelled booking, or a lead the business closed as lost, reads as over. */
export function stageOf(lead: Pick<StatusLead, "appointment" | "work">): LeadStage {
  const state = lead.appointment?.state;
  if (state === "cancelled") return "cancelled";
  if (lead.work?.status === "lost") return "closed";
  if (state === "confirmed") return "confirmed";
  if (state === "proposed") return "proposed";
  return contactedStatuses.has(lead.work?.status ?? "new") ? "contacted" : "received";
}

/** How a booking stands, as the admin's history records it: "proposed 2026-11-26 midday". */
export const bookingVersion = (appointment: NonNullable<StatusLead["appointment"]>) =>
  `${appointment.state} ${appointment.date} ${appointment.timeWindow}`;

const actionsByState: Record<string, CustomerBookingAction[]> = {
  requested: ["cancel"],
  proposed: ["accept", "another", "cancel"],
  confirmed: ["another", "cancel"],
  cancelled: [],
};

/**
 * What the customer may do now: nothing once the lead is closed or anonymised, or once the day
 * of the visit has passed. A proposed time can be accepted until the day before it: on the day
 * itself the business would get no notice (the page says to call instead).
 */
export function allowedActions(lead: StatusLead, now: Date): CustomerBookingAction[] {
  const appointment = lead.appointment;
  if (!appointment || lead.work?.anonymisedAt || lead.work?.status === "lost") return [];
  const today = todayInSouthAfrica(now);
  if (appointment.date < today) return [];
  const actions = actionsByState[appointment.state] ?? [];
  return appointment.date === today ? actions.filter((action) => action !== "accept") : actions;
}

/** The page's view of a lead: nothing personal once it was anonymised. */
export function customerView(lead: StatusLead, now: Date): CustomerLeadStatus {
  const anonymised = Boolean(lead.work?.anonymisedAt);
  const firstName = lead.name.trim().split(/\s+/)[0] ?? "";
  return {
    kind: lead.kind,
    reference: lead.reference,
    firstName: anonymised || !firstName ? null : firstName,
    serviceTitle: anonymised || !lead.service ? null : serviceTitleOf(lead.service),
    suburb: anonymised || !lead.suburb ? null : lead.suburb,
    receivedOn: todayInSouthAfrica(lead.createdAt),
    stage: stageOf(lead),
    ...(lead.appointment && !anonymised
      ? {
          booking: {
            state: lead.appointment.state,
            slot: formatSlot(lead.appointment.date, lead.appointment.timeWindow),
            version: bookingVersion(lead.appointment),
            actions: allowedActions(lead, now),
          },
        }
      : {}),
  };
}

/** The page's data for `/r/<reference>?t=<token>`. */
export async function lookUpLeadStatus(
  db: Db,
  links: StatusLinks | undefined,
  input: { reference: string; token: string | null; now: Date },
): Promise<LeadStatusLookup> {
  if (!links) return { state: "not-found" };
  const check = links.check(input.reference, input.token, input.now);
  if (check === "invalid") return { state: "not-found" };
  // Only a link we signed for this reference can be expired: telling the customer so gives away
  // nothing a stranger could not have.
  if (check === "expired") return { state: "expired" };
  const lead = await findLeadByReference(db, input.reference);
  return lead ? { state: "found", lead: customerView(lead, input.now) } : { state: "not-found" };
}
