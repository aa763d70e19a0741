/**
 * What the admin modules share about the three tables a lead can live in: which table holds a
 * kind, and how phone numbers are matched. (The words for leads are in common/leads.ts.)
 */
import { sql, type SQLWrapper } from "drizzle-orm";

import type { LeadKind } from "#common/leads.ts";

import { appointments, chatbotSubmissions, contactMessages } from "../db/schema";

export const leadTables = {
  chatbot_submission: chatbotSubmissions,
  contact_message: contactMessages,
  appointment: appointments,
} as const satisfies Record<LeadKind, unknown>;

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

export { isUuid } from "#common/leads.ts";
