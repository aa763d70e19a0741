import { describe, expect, it } from "vitest";

import { placesField } from "#common/booking-capacity.ts";
import { timeWindowIds } from "#common/booking-dates.ts";
import { createTestApp } from "#tests/fixtures/test-app.ts";
import { setUpAdminApiTests } from "#tests/setup/admin-tests.ts";

import { capacityMessages } from "./capacity";

const api = setUpAdminApiTests();
const { call, fieldErrorsOf } = api;

/** The whole week with `places` in every window, as the admin's grid sends it. */
const wholeWeek = (places: (weekday: number, window: string) => unknown) =>
  Array.from({ length: 7 }, (_, weekday) =>
    timeWindowIds.map((window) => ({ weekday, window, places: places(weekday, window) })),
  ).flat();

describe("GET and PUT /api/admin/capacity", () => {
  it("are for signed-in admins only", async () => {
    const { app } = createTestApp(api.database);
    const read = await app.request("http://localhost/api/admin/capacity");
    expect(read.status).toBe(401);
    const write = await app.request("http://localhost/api/admin/capacity", {
      method: "PUT",
      headers: { "Content-Type": "application/json", Origin: "http://localhost" },
      body: JSON.stringify({ week: wholeWeek(() => 3) }),
    });
    expect(write.status).toBe(401);
  });

  it("replaces the whole week and reads it back", async () => {
    const week = wholeWeek((weekday, window) =>
      weekday === 0 ? 0 : window === "afternoon" ? 1 : 3,
    );
    const saved = await call("/capacity", { method: "PUT", body: { week } });
    expect(saved.status).toBe(200);
    expect(saved.json.week).toEqual(week);
    const read = await call("/capacity");
    expect(read.status).toBe(200);
    expect(read.json.week).toEqual(week);
  });

  it("names each window whose places are not a whole number from 0 to 20, and saves nothing", async () => {
    const before = (await call("/capacity")).json.week;
    const bad = wholeWeek((weekday, window) =>
      weekday === 1 && window === "morning"
        ? 21
        : weekday === 2 && window === "midday"
          ? -1
          : weekday === 3 && window === "afternoon"
            ? 1.5
            : weekday === 4 && window === "morning"
              ? "2"
              : 2,
    );
    const reply = await call("/capacity", { method: "PUT", body: { week: bad } });
    expect(reply.status).toBe(422);
    expect(fieldErrorsOf(reply)).toEqual({
      [placesField(1, "morning")]: capacityMessages.places("Monday morning"),
      [placesField(2, "midday")]: capacityMessages.places("Tuesday midday"),
      [placesField(3, "afternoon")]: capacityMessages.places("Wednesday afternoon"),
      [placesField(4, "morning")]: capacityMessages.places("Thursday morning"),
    });
    expect(capacityMessages.places("Monday morning")).toBe(
      "Monday morning: please enter a whole number of places from 0 (closed) to 20.",
    );
    expect((await call("/capacity")).json.week).toEqual(before);
  });

  it("refuses a week that is not every window once", async () => {
    const week = wholeWeek(() => 2);
    const refusals = [
      { week: week.slice(1) },
      { week: [...week.slice(1), week[1]] },
      { week: week.map((row, i) => (i === 0 ? { ...row, window: "evening" } : row)) },
      { week: week.map((row, i) => (i === 0 ? { ...row, weekday: 7 } : row)) },
      { places: 2 },
    ];
    for (const body of refusals) {
      const reply = await call("/capacity", { method: "PUT", body });
      expect(reply.status).toBe(422);
      expect(fieldErrorsOf(reply)).toEqual({ week: capacityMessages.week });
    }
    expect((await call("/capacity", { method: "PUT", body: "[1]" })).status).toBe(400);
    expect((await call("/capacity", { method: "PUT", body: "{", headers: {} })).status).toBe(400);
  });
});
