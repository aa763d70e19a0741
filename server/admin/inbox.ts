/**
 * The admin's one list of leads: chat call-backs, contact messages and booking requests side by
 * side, newest first, searchable by name, e-mail or phone.
 */
import { and, asc, count, desc, eq, gte, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";

import type * as Contract from "#common/admin-contract.ts";
import {
  CHAT_REFERENCE_ID_CHARS,
  referencePrefixes,
  type LeadKind,
  type LeadStatus,
} from "#common/leads.ts";

import { isUrgent, leadWaitMinutes } from "../alerts/waiting-time";
import type { Db } from "../db/client";
import {
  appointments,
  chatbotSubmissions,
  contactMessages,
  leadEscalations,
  leadWork,
} from "../db/schema";
import { serviceTitleOf } from "../leads/record-lead";
import { phoneContains, phoneDigits, PHONE_MATCH_DIGITS, samePhone } from "./lead-sources";

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** The most rows one CSV export carries. */
export const MAX_EXPORT_ROWS = 10_000;

export interface LeadFilters {
  /** Part of a name, e-mail address or reference, or a phone number written any way. */
  q?: string;
  source?: LeadKind;
  status?: LeadStatus;
}

export type InboxLead = Contract.InboxLead<Date>;

export type LeadPage = Contract.LeadPage<Date>;

/** The three tables in one shape; columns a table lacks are empty (or null for bookings). */
function allLeads(db: Db) {
  const noText = sql<string | null>`null::text`;
  const chat = db
    .select({
      kind: sql<LeadKind>`'chatbot_submission'::text`.as("kind"),
      id: chatbotSubmissions.id,
      // chatReference() in SQL: chat leads have no reference column.
      reference:
        sql<string>`${`${referencePrefixes.chatbot_submission}-`}::text || upper(left(${chatbotSubmissions.id}::text, ${CHAT_REFERENCE_ID_CHARS}))`.as(
          "reference",
        ),
      name: chatbotSubmissions.name,
      phone: chatbotSubmissions.phone,
      email: chatbotSubmissions.email,
      service: chatbotSubmissions.service,
      suburb: sql<string>`''::text`.as("suburb"),
      address: sql<string>`${chatbotSubmissions.address}`.as("address"),
      dangerDescribed: sql<boolean>`${chatbotSubmissions.urgent}`.as("danger_described"),
      bookingDate: noText.as("booking_date"),
      bookingWindow: noText.as("booking_window"),
      bookingStatus: noText.as("booking_status"),
      language: sql<string>`${chatbotSubmissions.language}`.as("language"),
      createdAt: chatbotSubmissions.createdAt,
    })
    .from(chatbotSubmissions);
  const contact = db
    .select({
      kind: sql<LeadKind>`'contact_message'::text`.as("kind"),
      id: contactMessages.id,
      reference: sql<string>`${contactMessages.reference}`.as("reference"),
      name: contactMessages.name,
      phone: contactMessages.phone,
      email: contactMessages.email,
      service: contactMessages.service,
      suburb: sql<string>`${contactMessages.suburb}`.as("suburb"),
      address: sql<string>`''::text`.as("address"),
      dangerDescribed: sql<boolean>`false`.as("danger_described"),
      bookingDate: noText.as("booking_date"),
      bookingWindow: noText.as("booking_window"),
      bookingStatus: noText.as("booking_status"),
      language: sql<string>`${contactMessages.language}`.as("language"),
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages);
  const booking = db
    .select({
      kind: sql<LeadKind>`'appointment'::text`.as("kind"),
      id: appointments.id,
      reference: sql<string>`${appointments.reference}`.as("reference"),
      name: appointments.name,
      phone: appointments.phone,
      email: appointments.email,
      service: appointments.service,
      suburb: sql<string>`${appointments.suburb}`.as("suburb"),
      address: sql<string>`${appointments.address}`.as("address"),
      dangerDescribed: sql<boolean>`false`.as("danger_described"),
      bookingDate: sql<string | null>`${appointments.date}::text`.as("booking_date"),
      bookingWindow: sql<string | null>`${appointments.timeWindow}`.as("booking_window"),
      bookingStatus: sql<string | null>`${appointments.status}`.as("booking_status"),
      language: sql<string>`${appointments.language}`.as("language"),
      createdAt: appointments.createdAt,
    })
    .from(appointments);
  return unionAll(chat, contact, booking).as("leads");
}

type Leads = ReturnType<typeof allLeads>;

/** The columns every list of leads shows: who, what and where. */
const whoAndWhat = (leads: Leads) => ({
  kind: leads.kind,
  id: leads.id,
  reference: leads.reference,
  name: leads.name,
  phone: leads.phone,
  email: leads.email,
  service: leads.service,
  suburb: leads.suburb,
  address: leads.address,
  dangerDescribed: leads.dangerDescribed,
  language: leads.language,
});

const escapeLike = (value: string) => value.replace(/[\\%_]/g, "\\$&");

/** Looks like a phone number: digits and the punctuation people write numbers with. */
const isPhoneQuery = (value: string) => /^[\d\s+\-().]+$/.test(value) && /\d/.test(value);

const statusOf = sql<LeadStatus>`coalesce(${leadWork.status}, 'new')`;

function searchCondition(leads: Leads, q: string): SQL | undefined {
  const pattern = `%${escapeLike(q)}%`;
  // The reference too: it is what a caller reads out on the phone.
  const conditions = [
    ilike(leads.name, pattern),
    ilike(leads.email, pattern),
    ilike(leads.reference, pattern),
  ];
  if (isPhoneQuery(q)) {
    conditions.push(
      phoneDigits(q).length >= PHONE_MATCH_DIGITS
        ? samePhone(leads.phone, q)
        : phoneContains(leads.phone, q),
    );
  }
  return or(...conditions);
}

function filterCondition(leads: Leads, filters: LeadFilters): SQL | undefined {
  const q = filters.q?.trim();
  return and(
    q ? searchCondition(leads, q) : undefined,
    filters.source ? eq(leads.kind, filters.source) : undefined,
    filters.status ? sql`${statusOf} = ${filters.status}` : undefined,
  );
}

/** How long a lead still new has waited for its call back; null once worked or anonymised. */
function waitingMinutes(
  row: {
    status: LeadStatus;
    anonymisedAt: Date | null;
    createdAt: Date;
    service: string;
    urgent: boolean;
  },
  now: Date,
) {
  if (row.status !== "new" || row.anonymisedAt) return null;
  return leadWaitMinutes(row, now);
}

async function selectLeads(
  db: Db,
  filters: LeadFilters,
  { limit, offset, now }: { limit: number; offset: number; now: Date },
): Promise<{ leads: InboxLead[]; total: number }> {
  const leads = allLeads(db);
  const where = filterCondition(leads, filters);
  const [counted] = await db
    .select({ total: count() })
    .from(leads)
    .leftJoin(leadWork, eq(leadWork.leadId, leads.id))
    .where(where);
  const rows = await db
    .select({
      ...whoAndWhat(leads),
      status: statusOf,
      bookingDate: leads.bookingDate,
      bookingWindow: leads.bookingWindow,
      bookingStatus: leads.bookingStatus,
      createdAt: leads.createdAt,
      anonymisedAt: leadWork.anonymisedAt,
    })
    .from(leads)
    .leftJoin(leadWork, eq(leadWork.leadId, leads.id))
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit)
    .offset(offset);
  return {
    total: counted?.total ?? 0,
    leads: rows.map(({ bookingDate, bookingWindow, bookingStatus, dangerDescribed, ...fields }) => {
      const row = {
        ...fields,
        urgent: isUrgent({ service: fields.service, urgent: dangerDescribed }),
      };
      return {
        ...row,
        serviceTitle: serviceTitleOf(row.service),
        waitingMinutes: waitingMinutes(row, now),
        booking:
          bookingDate && bookingWindow && bookingStatus
            ? { date: bookingDate, timeWindow: bookingWindow, status: bookingStatus }
            : null,
      };
    }),
  };
}

const clamp = (value: number, min: number, max: number) =>
  Math.min(Math.max(Math.trunc(value) || min, min), max);

/** Leads nobody has worked yet. */
async function countNew(db: Db): Promise<number> {
  const leads = allLeads(db);
  const [counted] = await db
    .select({ total: count() })
    .from(leads)
    .leftJoin(leadWork, eq(leadWork.leadId, leads.id))
    .where(and(sql`${statusOf} = 'new'`, isNull(leadWork.anonymisedAt)));
  return counted?.total ?? 0;
}

export async function listLeads(
  db: Db,
  options: LeadFilters & { page?: number; pageSize?: number },
  now: Date = new Date(),
): Promise<LeadPage> {
  const page = clamp(options.page ?? 1, 1, Number.MAX_SAFE_INTEGER);
  const pageSize = clamp(options.pageSize ?? DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);
  const [{ leads, total }, newTotal] = await Promise.all([
    selectLeads(db, options, { limit: pageSize, offset: (page - 1) * pageSize, now }),
    countNew(db),
  ]);
  return { leads, total, newTotal, page, pageSize };
}

/**
 * Every lead created since `since` that nobody has worked, that is not anonymised and has not
 * escalated yet, oldest first: what the escalation job looks at, with no page limit (a busy
 * morning may bring more than one page of leads, and none of them may be missed).
 */
export async function leadsAwaitingEscalation(db: Db, since: Date): Promise<InboxLead[]> {
  const leads = allLeads(db);
  const rows = await db
    .select({
      ...whoAndWhat(leads),
      createdAt: leads.createdAt,
    })
    .from(leads)
    .leftJoin(leadWork, eq(leadWork.leadId, leads.id))
    .leftJoin(leadEscalations, eq(leadEscalations.leadId, leads.id))
    .where(
      and(
        gte(leads.createdAt, since),
        sql`${statusOf} = 'new'`,
        isNull(leadWork.anonymisedAt),
        isNull(leadEscalations.leadId),
      ),
    )
    .orderBy(asc(leads.createdAt));
  return rows.map(({ dangerDescribed, ...row }) => ({
    ...row,
    urgent: isUrgent({ service: row.service, urgent: dangerDescribed }),
    status: "new" as const,
    anonymisedAt: null,
    serviceTitle: serviceTitleOf(row.service),
    waitingMinutes: null,
    booking: null,
  }));
}

/** Every lead the filters match, newest first, up to MAX_EXPORT_ROWS (for the CSV export). */
export function exportLeads(
  db: Db,
  filters: LeadFilters,
  now: Date = new Date(),
): Promise<{ leads: InboxLead[]; total: number }> {
  return selectLeads(db, filters, { limit: MAX_EXPORT_ROWS, offset: 0, now });
}
