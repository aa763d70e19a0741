/**
 * The days and time windows the booking form offers. Everything is South African time
 * (Africa/Johannesburg, UTC+2 all year), whatever the visitor's device is set to.
 */
import { fill } from "./i18n/fill";
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

/** Formats per BCP 47 tag, made once: the booking list formats sixty days at a time. */
const formats = new Map<string, { long: Intl.DateTimeFormat; short: Intl.DateTimeFormat }>();
function formatsFor(tag: string) {
  let made = formats.get(tag);
  if (!made) {
    made = {
      long: new Intl.DateTimeFormat(tag, {
        timeZone: "UTC",
        weekday: "long",
        day: "numeric",
        month: "long",
        year: "numeric",
      }),
      short: new Intl.DateTimeFormat(tag, {
        timeZone: "UTC",
        weekday: "short",
        day: "numeric",
        month: "short",
      }),
    };
    formats.set(tag, made);
  }
  return made;
}

/**
 * "Tuesday 24 November 2026" (en-ZA) or "Dinsdag 24 November 2026" (af-ZA); the date is a
 * calendar day, so it is formatted as UTC.
 */
export function formatLongDate(date: string, tag = "en-ZA"): string {
  return formatsFor(tag)
    .long.format(new Date(`${date}T00:00:00Z`))
    .replace(",", "");
}

/** "Tue 24 Nov" (en-ZA) or "Di. 24 Nov." (af-ZA), for the list of dates. */
export function formatShortDate(date: string, tag = "en-ZA"): string {
  return formatsFor(tag)
    .short.format(new Date(`${date}T00:00:00Z`))
    .replace(",", "");
}

/** How a slot reads in a language other than English (common/i18n/<language>/forms.ts). */
export interface SlotWords {
  /** BCP 47 tag for the date, "af-ZA". */
  tag: string;
  /** The windows' names and the slot's pattern, "{date}, {window} ({start} tot {end})". */
  calendar: Record<TimeWindowId, string> & { slot: string };
}

/** "Tuesday 24 November 2026, morning (06:00 to 10:00)", or the same in `words`' language. */
export function formatSlot(date: string, windowId: TimeWindowId, words?: SlotWords): string {
  const window = timeWindow(windowId);
  if (!words) {
    return `${formatLongDate(date)}, ${window.label.toLowerCase()} (${window.start} to ${window.end})`;
  }
  const values = {
    date: formatLongDate(date, words.tag),
    window: words.calendar[windowId].toLowerCase(),
    start: window.start,
    end: window.end,
  };
  return fill(words.calendar.slot, values);
}
