/**
 * A one-event iCalendar file (RFC 5545) for a booked visit: built in the browser from the
 * booking's confirmation, and attached by the server to each message about the booking. Times
 * carry TZID=Africa/Johannesburg with the zone described in the file, so every calendar shows
 * the visit at South African time.
 */
import { BOOKING_TIME_ZONE } from "./booking-dates";

export interface CalendarEvent {
  /** Globally unique and stable, so adding the file twice updates one event. */
  uid: string;
  /** YYYY-MM-DD and HH:MM, South African time. */
  date: string;
  start: string;
  end: string;
  summary: string;
  description: string;
  location: string;
  /** When the file was made. */
  stamp: Date;
  /** How the visit stands; calendars show a tentative event differently. */
  status: CalendarEventStatus;
  /**
   * Grows with each change to the visit: a calendar replaces the event of the same UID only with
   * a higher sequence (RFC 5545 3.8.7.4).
   */
  sequence: number;
  /** Who the visit is with; a cancellation names it (RFC 5546 3.2.5). */
  organizer?: { name: string; email: string };
}

export type CalendarEventStatus = "TENTATIVE" | "CONFIRMED" | "CANCELLED";

/** PUBLISH adds or updates the event; CANCEL removes the event of the same UID. */
export type CalendarMethod = "PUBLISH" | "CANCEL";

/** South Africa keeps UTC+2 all year, so one STANDARD rule describes the zone completely. */
const timeZoneBlock = [
  "BEGIN:VTIMEZONE",
  `TZID:${BOOKING_TIME_ZONE}`,
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0200",
  "TZNAME:SAST",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** TEXT values escape backslashes, semicolons, commas and line breaks (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/**
 * Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1), split
 * between characters so a multi-byte character is never cut in half.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const localTime = (date: string, time: string) =>
  `${date.replace(/-/g, "")}T${time.replace(":", "")}00`;

const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** A cancelled visit's file cancels it; any other publishes it. */
export const calendarMethod = (event: Pick<CalendarEvent, "status">): CalendarMethod =>
  event.status === "CANCELLED" ? "CANCEL" : "PUBLISH";

export function createIcs(event: CalendarEvent, productId: string): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${productId}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${calendarMethod(event)}`,
    ...timeZoneBlock,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART;TZID=${BOOKING_TIME_ZONE}:${localTime(event.date, event.start)}`,
    `DTEND;TZID=${BOOKING_TIME_ZONE}:${localTime(event.date, event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.organizer
      ? [
          `ORGANIZER;CN="${event.organizer.name.replace(/"/g, "'")}":mailto:${event.organizer.email}`,
        ]
      : []),
    `STATUS:${event.status}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
