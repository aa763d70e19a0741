import { addDays, publicHolidayOn, weekday } from "#common/public-holidays.ts";
import { site, type OpeningHours } from "#content/site.ts";

const dayNames = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** The local date (YYYY-MM-DD) and minutes past midnight of an instant in a time zone. */
function localClock(at: Date, timeZone: string): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute) + Number(parts.second) / 60,
  };
}

/** The instant at `minutes` past local midnight of `date` in the time zone. */
function instantAt(date: string, minutes: number, timeZone: string): Date {
  const asUtc = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  // The zone's offset at that moment: read the local clock of the UTC guess and correct by it.
  const seen = localClock(new Date(asUtc), timeZone);
  const seenUtc = Date.parse(`${seen.date}T00:00:00Z`) + seen.minutes * 60_000;
  return new Date(asUtc - (seenUtc - asUtc));
}

const toMinutes = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/** The opening window of a date, in minutes past midnight; none on closed days and holidays. */
function windowOn(date: string, hours: readonly OpeningHours[]) {
  if (publicHolidayOn(date)) return undefined;
  const day = dayNames[weekday(date)]!;
  const open = hours.find((entry) => entry.days.includes(day));
  return open ? { opens: toMinutes(open.opens), closes: toMinutes(open.closes) } : undefined;
}

/**
 * The moment a lead has waited `minutes` of opening hours: a message sent at 21:00 on a Friday
 * with a 30-minute promise is overdue at 06:30 on Saturday, not at 21:30. Public holidays count
 * as closed. Gives up after two weeks of closed days (a configuration without opening hours).
 */
export function afterOpeningMinutes(
  from: Date,
  minutes: number,
  hours: readonly OpeningHours[],
  timeZone: string,
): Date {
  let remaining = minutes;
  let { date, minutes: clock } = localClock(from, timeZone);
  for (let day = 0; day < 14; day++, date = addDays(date, 1), clock = 0) {
    const open = windowOn(date, hours);
    if (!open) continue;
    const start = Math.max(clock, open.opens);
    const available = open.closes - start;
    if (available <= 0) continue;
    if (remaining <= available) return instantAt(date, start + remaining, timeZone);
    remaining -= available;
  }
  return new Date(from.getTime() + minutes * 60_000);
}

/** How many minutes of opening hours lie between two instants (the inbox's "waiting" clock). */
export function openingMinutesBetween(
  from: Date,
  to: Date,
  hours: readonly OpeningHours[],
  timeZone: string,
): number {
  if (to <= from) return 0;
  const end = localClock(to, timeZone);
  let total = 0;
  let { date, minutes: clock } = localClock(from, timeZone);
  for (let day = 0; day < 400 && date <= end.date; day++, date = addDays(date, 1), clock = 0) {
    const open = windowOn(date, hours);
    if (!open) continue;
    const start = Math.max(clock, open.opens);
    const stop = Math.min(open.closes, date === end.date ? end.minutes : open.closes);
    if (stop > start) total += stop - start;
  }
  return Math.floor(total);
}

/** The service whose requests are emergencies, whatever the hour. */
export const EMERGENCY_SERVICE = "emergency-electrical-services";

/** What makes a lead an emergency: the emergency call-out, or a chat that described danger. */
export interface UrgencyFacts {
  service: string;
  /** Chat leads only: the visitor described danger. */
  urgent?: boolean;
}

export const isUrgent = (lead: UrgencyFacts) =>
  lead.urgent === true || lead.service === EMERGENCY_SERVICE;

/**
 * How long a lead has waited for a call back, as the business promised it: every minute for an
 * emergency (24/7), minutes of opening hours for anything else. The inbox's clock and the
 * escalation's "still waiting" both read this.
 */
export function leadWaitMinutes(lead: UrgencyFacts & { createdAt: Date }, now: Date): number {
  if (isUrgent(lead)) {
    return Math.max(0, Math.floor((now.getTime() - lead.createdAt.getTime()) / 60_000));
  }
  return openingMinutesBetween(lead.createdAt, now, site.hours, site.timeZone);
}
