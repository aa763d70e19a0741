/**
 * The days and time windows the booking form offers. Everything is South African time
 * (Africa/Johannesburg, UTC+2 all year), whatever the visitor's device is set to.
 */
import { addDays, publicHolidayOn, weekday } from "./public-holidays";

export const BOOKING_TIME_ZONE = "Africa/Johannesburg";
/** The last day offered is today plus this many days. */
export const BOOKING_DAYS_AHEAD = 60;

/** Inside the opening hours, Monday to Saturday 06:00 to 18:00. */
export const timeWindows = [
  { id: "morning", label: "Morning", start: "06:00", end: "10:00" },
  { id: "midday", label: "Midday", start: "10:00", end: "14:00" },
  { id: "afternoon", label: "Afternoon", start: "14:00", end: "18:00" },
] as const;
export type TimeWindowId = (typeof timeWindows)[number]["id"];
export const timeWindowIds = timeWindows.map((window) => window.id) as [
  TimeWindowId,
  ...TimeWindowId[],
];

export function timeWindow(id: TimeWindowId) {
  return timeWindows.find((window) => window.id === id) ?? timeWindows[0];
}

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: BOOKING_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in South Africa, as YYYY-MM-DD. */
export function todayInSouthAfrica(now: Date): string {
  return dayFormat.format(now);
}

/** Why a date cannot be booked, or undefined when it can be worked on. */
export function closedReason(date: string): string | undefined {
  if (weekday(date) === 0) return "Sunday";
  return publicHolidayOn(date);
}

export interface BookingCalendar {
  today: string;
  /** The next working day: bookings are never for today. */
  first: string;
  last: string;
  /** Every date from first to last that is not a Sunday or a public holiday. */
  dates: string[];
}

export function bookingCalendar(now: Date): BookingCalendar {
  const today = todayInSouthAfrica(now);
  const last = addDays(today, BOOKING_DAYS_AHEAD);
  const dates: string[] = [];
  for (let date = addDays(today, 1); date <= last; date = addDays(date, 1)) {
    if (!closedReason(date)) dates.push(date);
  }
  return { today, first: dates[0] ?? last, last, dates };
}

export function isBookable(date: string, now: Date): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && bookingCalendar(now).dates.includes(date);
}

const longDate = new Intl.DateTimeFormat("en-ZA", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const shortDate = new Intl.DateTimeFormat("en-ZA", {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
});

/** "Tuesday 24 November 2026"; the date is a calendar day, so it is formatted as UTC. */
export function formatLongDate(date: string): string {
  return longDate.format(new Date(`${date}T00:00:00Z`)).replace(",", "");
}

/** "Tue 24 Nov", for the list of dates. */
export function formatShortDate(date: string): string {
  return shortDate.format(new Date(`${date}T00:00:00Z`)).replace(",", "");
}

/** "Tuesday 24 November 2026, morning (06:00 to 10:00)". */
export function formatSlot(date: string, windowId: TimeWindowId): string {
  const window = timeWindow(windowId);
  return `${formatLongDate(date)}, ${window.label.toLowerCase()} (${window.start} to ${window.end})`;
}
