/**
 * South African public holidays (Public Holidays Act 36 of 1994), so the booking form does not
 * offer a day the team is off. Days declared ad hoc by the President (election days, say) are
 * not predictable; the business confirms every booking and moves those by hand.
 */

export interface PublicHoliday {
  date: string;
  name: string;
}

const fixed: readonly [month: number, day: number, name: string][] = [
  [1, 1, "New Year's Day"],
  [3, 21, "Human Rights Day"],
  [4, 27, "Freedom Day"],
  [5, 1, "Workers' Day"],
  [6, 16, "Youth Day"],
  [8, 9, "National Women's Day"],
  [9, 24, "Heritage Day"],
  [12, 16, "Day of Reconciliation"],
  [12, 25, "Christmas Day"],
  [12, 26, "Day of Goodwill"],
];

/** A calendar date as YYYY-MM-DD, computed in UTC so no clock's time zone moves it. */
export function isoDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return isoDate(year, month, day + days);
}

/** 0 is Sunday, as Date.getUTCDay counts. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Easter Sunday in the Gregorian calendar (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

export function publicHolidays(year: number): PublicHoliday[] {
  const holidays: PublicHoliday[] = fixed.map(([month, day, name]) => ({
    date: isoDate(year, month, day),
    name,
  }));
  // The Act: a public holiday that falls on a Sunday is also observed on the Monday after it.
  for (const holiday of [...holidays]) {
    if (weekday(holiday.date) === 0) {
      holidays.push({ date: addDays(holiday.date, 1), name: `${holiday.name} (observed)` });
    }
  }
  const easter = easterSunday(year);
  holidays.push({ date: addDays(easter, -2), name: "Good Friday" });
  holidays.push({ date: addDays(easter, 1), name: "Family Day" });
  return holidays.sort((x, y) => x.date.localeCompare(y.date));
}

const byYear = new Map<number, Map<string, string>>();

/** The holiday's name when `date` (YYYY-MM-DD) is a public holiday. */
export function publicHolidayOn(date: string): string | undefined {
  const year = Number(date.slice(0, 4));
  let days = byYear.get(year);
  if (!days) {
    days = new Map(publicHolidays(year).map((holiday) => [holiday.date, holiday.name]));
    byYear.set(year, days);
  }
  return days.get(date);
}
