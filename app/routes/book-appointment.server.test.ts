import { describe, expect, it } from "vitest";

import type { FullWindow } from "#common/booking-capacity.ts";

import { bookingChoices, fullWindowsAt } from "./book-appointment.server";

/** Saturday 21 November 2026, 22:00 in Cape Town: Monday 23 November is the first bookable day. */
const now = new Date("2026-11-21T20:00:00Z");
const dateValues = (choices: ReturnType<typeof bookingChoices>) =>
  choices.dates.map((date) => date.value);

describe("bookingChoices", () => {
  it("offers every day and window when nothing is full", () => {
    const choices = bookingChoices(now);
    expect(dateValues(choices)[0]).toBe("2026-11-23");
    expect(choices.windows.map((window) => window.value)).toEqual([
      "morning",
      "midday",
      "afternoon",
    ]);
    expect(choices.fullWindows).toEqual({});
  });

  it("names a day's full windows, and leaves out a day whose windows are all full", () => {
    const full: FullWindow[] = [
      { date: "2026-11-23", window: "morning" },
      { date: "2026-11-24", window: "morning" },
      { date: "2026-11-24", window: "midday" },
      { date: "2026-11-24", window: "afternoon" },
      // A Sunday closed by the table is not in the calendar anyway.
      { date: "2026-11-29", window: "morning" },
    ];
    const choices = bookingChoices(now, full);
    expect(dateValues(choices)).toContain("2026-11-23");
    expect(dateValues(choices)).not.toContain("2026-11-24");
    expect(dateValues(choices)).toContain("2026-11-25");
    expect(choices.fullWindows).toEqual({ "2026-11-23": ["morning"] });
    expect(dateValues(choices)).toHaveLength(dateValues(bookingChoices(now)).length - 1);
  });
});

describe("fullWindowsAt", () => {
  it("asks for the calendar's first to last day", async () => {
    const asked: string[][] = [];
    const full = await fullWindowsAt(now, async (from, to) => {
      asked.push([from, to]);
      return [{ date: from, window: "midday" }];
    });
    expect(asked).toEqual([["2026-11-23", "2027-01-20"]]);
    expect(full).toEqual([{ date: "2026-11-23", window: "midday" }]);
  });

  it("offers everything without a lookup or when the lookup fails", async () => {
    expect(await fullWindowsAt(now)).toEqual([]);
    expect(await fullWindowsAt(now, () => Promise.reject(new Error("database down")))).toEqual([]);
  });
});
