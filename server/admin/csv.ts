/**
 * CSV for spreadsheets (RFC 4180: CRLF line ends, fields with a comma, quote or line break
 * quoted, quotes doubled), safe to open in Excel, LibreOffice or Google Sheets.
 *
 * Leads are typed by strangers, so a name like `=HYPERLINK("http://evil","Click")` must not
 * become a formula in the office's spreadsheet (OWASP "CSV injection"). Any text cell that
 * starts with = + - @, a tab or a carriage return gets a leading apostrophe, which spreadsheets
 * treat as "this is text". That includes phone numbers written "+27 82 555 1234": they come out
 * as '+27 82 555 1234, still readable, and unprefixed a spreadsheet would have turned them into a
 * formula or a number anyway (losing the +, or the leading 0 after it). Numbers, booleans and
 * dates we produce ourselves are never prefixed.
 */
import { BOOKING_TIME_ZONE } from "#common/booking-dates.ts";
import { isLocale, languageNames } from "#common/i18n/locale.ts";
import { leadKindLabels } from "#common/leads.ts";

import type { InboxLead } from "./inbox";

export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
// The semicolon too: where a spreadsheet's list separator is ";" (South African regional
// settings often are), an unquoted one would start a new cell, and that cell a formula.
const NEEDS_QUOTES = /[",;\r\n]/;

export function csvCell(value: CsvValue): string {
  let text = value instanceof Date ? value.toISOString() : value == null ? "" : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(headers: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [headers, ...rows].map((row) => row.map(csvCell).join(",") + "\r\n").join("");
}

const localTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: BOOKING_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "2026-11-21 22:00" in South African time: what the office reads and a spreadsheet sorts. */
export function formatLocalTime(date: Date): string {
  const part = Object.fromEntries(
    localTime.formatToParts(date).map((piece) => [piece.type, piece.value]),
  );
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

export const leadCsvHeaders = [
  "Reference",
  "Received",
  "Source",
  "Name",
  "Phone",
  "E-mail",
  "Service",
  "Suburb",
  "Address",
  "Status",
  "Booking date",
  "Booking window",
  "Booking status",
  "Anonymised",
  "Language",
] as const;

export function leadsCsv(leads: readonly InboxLead[]): string {
  return toCsv(
    leadCsvHeaders,
    leads.map((lead) => [
      lead.reference,
      formatLocalTime(lead.createdAt),
      leadKindLabels[lead.kind],
      lead.name,
      lead.phone,
      lead.email,
      lead.serviceTitle,
      lead.suburb,
      lead.address,
      lead.status,
      lead.booking?.date,
      lead.booking?.timeWindow,
      lead.booking?.status,
      lead.anonymisedAt ? formatLocalTime(lead.anonymisedAt) : "",
      // The edition of the site the visitor used: the language to call them back in.
      isLocale(lead.language) ? languageNames[lead.language] : lead.language,
    ]),
  );
}
