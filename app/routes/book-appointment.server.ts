import { serviceOptions, suburbOptions } from "#app/lib/lead-options.server.ts";
import type { BookingAvailability, FullWindow } from "#common/booking-capacity.ts";
import {
  bookingCalendar,
  formatShortDate,
  timeWindows,
  type TimeWindowId,
} from "#common/booking-dates.ts";
import { fill } from "#common/i18n/fill.ts";
import { languageTags, type Locale } from "#common/i18n/locale.ts";
import { formMessages } from "#common/i18n/messages.ts";

/**
 * What the booking form offers at `now`: services, suburbs, the bookable days and time windows.
 * A day whose windows are all `full` is left out; `fullWindows` names, per remaining day, the
 * windows the form must not offer.
 */
export function bookingChoices(now: Date, full: readonly FullWindow[] = [], locale: Locale = "en") {
  const calendarWords = formMessages[locale].calendar;
  const calendar = bookingCalendar(now);
  const fullOn = new Map<string, TimeWindowId[]>();
  for (const { date, window } of full) fullOn.set(date, [...(fullOn.get(date) ?? []), window]);
  const open = calendar.dates.filter(
    (date) => (fullOn.get(date)?.length ?? 0) < timeWindows.length,
  );
  return {
    services: serviceOptions(locale),
    suburbs: suburbOptions(),
    dates: open.map((date) => ({
      value: date,
      label: formatShortDate(date, languageTags[locale]),
    })),
    windows: timeWindows.map((window) => ({
      value: window.id,
      label: locale === "en" ? window.label : calendarWords[window.id],
      description: fill(calendarWords.hours, { start: window.start, end: window.end }),
    })),
    fullWindows: Object.fromEntries(
      open.filter((date) => fullOn.has(date)).map((date) => [date, fullOn.get(date)!]),
    ) as Record<string, TimeWindowId[]>,
    listedAt: now.toISOString(),
  };
}

/**
 * The windows already full in the booking calendar at `now`. Without a lookup (pre-rendering,
 * tests) or when the database cannot answer, none: the form offers everything, and the server
 * still refuses a full window when the request comes in.
 */
export async function fullWindowsAt(now: Date, availability?: BookingAvailability) {
  if (!availability) return [];
  const calendar = bookingCalendar(now);
  return availability(calendar.first, calendar.last).catch(() => []);
}
