import { describe, expect, it } from "vitest";

import {
  bookingCalendar,
  closedReason,
  formatSlot,
  isBookable,
  todayInSouthAfrica,
} from "./booking-dates";
import { easterSunday, publicHolidays } from "./public-holidays";

describe("South African public holidays", () => {
  it("finds Easter, and with it Good Friday and Family Day", () => {
    expect(easterSunday(2026)).toBe("2026-04-05");
    expect(easterSunday(2027)).toBe("2027-03-28");
    const dates = publicHolidays(2026).map((holiday) => holiday.date);
    expect(dates).toContain("2026-04-03");
    expect(dates).toContain("2026-04-06");
  });

  it("moves a holiday that falls on a Sunday to the Monday", () => {
    // Human Rights Day 2027 (21 March) is a Sunday.
    expect(publicHolidays(2027)).toContainEqual({
      date: "2027-03-22",
      name: "Human Rights Day (observed)",
    });
  });

  it("lists the twelve holidays of the Act, plus any observed Monday", () => {
    // National Women's Day 2026 (9 August) is a Sunday.
    expect(publicHolidays(2026)).toHaveLength(13);
    expect(publicHolidays(2026)).toContainEqual({
      date: "2026-08-10",
      name: "National Women's Day (observed)",
    });
  });
});

describe("booking calendar", () => {
  it("uses Cape Town's date, not the device's", () => {
    // 23:30 UTC on Saturday is already Sunday 01:30 in Cape Town.
    expect(todayInSouthAfrica(new Date("2026-11-21T23:30:00Z"))).toBe("2026-11-22");
  });

  it("starts at the next working day and ends 60 days after today", () => {
    const calendar = bookingCalendar(new Date("2026-11-21T08:00:00Z"));
    expect(calendar.today).toBe("2026-11-21");
    expect(calendar.first).toBe("2026-11-23");
    expect(calendar.last).toBe("2027-01-20");
    expect(calendar.dates).not.toContain("2026-11-21");
    expect(calendar.dates.some((date) => closedReason(date))).toBe(false);
    expect(calendar.dates).not.toContain("2026-12-25");
    expect(calendar.dates).toContain("2026-12-28");
  });

  it("checks a date against the moment it is asked", () => {
    const now = new Date("2026-11-21T08:00:00Z");
    expect(isBookable("2026-11-23", now)).toBe(true);
    expect(isBookable("2026-11-22", now)).toBe(false);
    expect(isBookable("2026-11-23T00:00", now)).toBe(false);
  });

  it("words a slot the way the confirmation shows it", () => {
    expect(formatSlot("2026-11-24", "midday")).toBe(
      "Tuesday 24 November 2026, midday (10:00 to 14:00)",
    );
  });
});
