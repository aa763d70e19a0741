/**
 * What the admin modules share about the three tables a lead can live in: which table holds a
 * kind, how it is labelled, how a service slug reads, and how phone numbers are matched.
 */
import { sql, type SQLWrapper } from "drizzle-orm";

import { NOT_SURE_SERVICE } from "#common/booking-options.ts";
import { getService } from "#content/index.ts";

import type { Db } from "../db/client";
import {
  appointments,
  chatbotSubmissions,
  contactMessages,
  leadKinds,
  type LeadKind,
} from "../db/schema";

export type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const leadTables = {
  chatbot_submission: chatbotSubmissions,
  contact_message: contactMessages,
  appointment: appointments,
} as const;

export const leadSourceLabels: Record<LeadKind, string> = {
  chatbot_submission: "Chat",
  contact_message: "Contact form",
  appointment: "Booking",
};

export const isLeadKind = (value: string): value is LeadKind =>
  (leadKinds as readonly string[]).includes(value);

/** Chat leads carry what the visitor typed, so an unknown slug is shown as it is. */
export function serviceTitle(slug: string): string {
  if (slug === NOT_SURE_SERVICE) return "Not sure yet";
  return getService(slug)?.service.title ?? slug;
}

/**
 * South African numbers are written "082 555 1234", "082-555-1234" or "+27 82 555 1234": the
 * last nine digits are the same in all of them, so that is what two numbers are compared on.
 */
export const PHONE_MATCH_DIGITS = 9;

export const phoneDigits = (value: string) => value.replace(/\D/g, "");

const storedDigits = (column: SQLWrapper) => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;

/** The stored number ends with the same nine digits as `query` (which must have nine). */
export function samePhone(column: SQLWrapper, query: string) {
  const lastDigits = phoneDigits(query).slice(-PHONE_MATCH_DIGITS);
  return sql`right(${storedDigits(column)}, ${PHONE_MATCH_DIGITS}) = ${lastDigits}`;
}

/** The stored number's digits contain the query's digits (a partial number typed in a search). */
export function phoneContains(column: SQLWrapper, query: string) {
  return sql`strpos(${storedDigits(column)}, ${phoneDigits(query)}) > 0`;
}

/** Every lead and outbox id is a UUID; anything else cannot be one and need not be looked up. */
export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
