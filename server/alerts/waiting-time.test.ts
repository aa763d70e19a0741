import { describe, expect, it } from "vitest";

import type { OpeningHours } from "#content/site.ts";

import { afterOpeningMinutes, openingMinutesBetween } from "./waiting-time";

const hours: OpeningHours[] = [
  {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    opens: "06:00",
    closes: "18:00",
  },
];
const zone = "Africa/Johannesburg";
/** South Africa is UTC+2 all year. */
const sast = (local: string) => new Date(`${local}+02:00`);

describe("afterOpeningMinutes", () => {
  it("counts straight through during opening hours", () => {
    expect(afterOpeningMinutes(sast("2026-11-25T10:00:00"), 30, hours, zone)).toEqual(
      sast("2026-11-25T10:30:00"),
    );
  });

  it("carries what is left over the close to the next opening", () => {
    expect(afterOpeningMinutes(sast("2026-11-25T17:50:00"), 30, hours, zone)).toEqual(
      sast("2026-11-26T06:20:00"),
    );
  });

  it("waits for Monday after a Saturday evening, Sunday being closed", () => {
    expect(afterOpeningMinutes(sast("2026-11-28T21:00:00"), 30, hours, zone)).toEqual(
      sast("2026-11-30T06:30:00"),
    );
  });

  it("skips a public holiday (Day of Goodwill, 26 December 2026, a Saturday)", () => {
    expect(afterOpeningMinutes(sast("2026-12-24T17:45:00"), 30, hours, zone)).toEqual(
      sast("2026-12-28T06:15:00"),
    );
  });

  it("starts at opening for a message sent before it", () => {
    expect(afterOpeningMinutes(sast("2026-11-25T04:10:00"), 10, hours, zone)).toEqual(
      sast("2026-11-25T06:10:00"),
    );
  });

  it("falls back to plain minutes when nothing is ever open", () => {
    const from = sast("2026-11-25T10:00:00");
    expect(afterOpeningMinutes(from, 30, [], zone)).toEqual(sast("2026-11-25T10:30:00"));
  });
});

describe("openingMinutesBetween", () => {
  it("counts only opening hours", () => {
    expect(
      openingMinutesBetween(sast("2026-11-25T17:00:00"), sast("2026-11-26T07:00:00"), hours, zone),
    ).toBe(120);
    expect(
      openingMinutesBetween(sast("2026-11-28T20:00:00"), sast("2026-11-30T05:00:00"), hours, zone),
    ).toBe(0);
  });

  it("agrees with afterOpeningMinutes", () => {
    const from = sast("2026-11-27T16:40:00");
    const due = afterOpeningMinutes(from, 200, hours, zone);
    expect(openingMinutesBetween(from, due, hours, zone)).toBe(200);
  });
});
