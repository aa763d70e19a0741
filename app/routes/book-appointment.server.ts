import { serviceOptions, suburbOptions } from "#app/lib/lead-options.server.ts";
import { bookingCalendar, formatShortDate, timeWindows } from "#common/booking-dates.ts";

/** What the booking form offers at `now`: services, suburbs, the bookable days and time windows. */
export function bookingChoices(now: Date) {
  const calendar = bookingCalendar(now);
  return {
    services: serviceOptions(),
    suburbs: suburbOptions(),
    dates: calendar.dates.map((date) => ({ value: date, label: formatShortDate(date) })),
    windows: timeWindows.map((window) => ({
      value: window.id,
      label: window.label,
      description: `${window.start} to ${window.end}`,
    })),
    listedAt: now.toISOString(),
  };
}
