import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { bookingMessages } from "#common/validation/booking.ts";
import { createTestApp } from "#tests/fixtures/test-app.ts";
import { exampleBooking } from "#tests/fixtures/test-leads.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db.ts";

import { setWeeklyCapacity } from "../bookings/capacity";
import { appointments } from "../db/schema";
import { leadErrors } from "./leads";

let database: TestDatabase;
/** Saturday 21 November 2026, 22:00 in Cape Town: Monday 23 November is the first bookable day. */
const now = () => new Date("2026-11-21T20:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.destroy());

let nextAddress = 1;
/** Each request from its own address, so the lead rate limit stays out of the way. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

const appFor = () => createTestApp(database, { now, limits: { trustProxy: 1 } }).app;

function book(app: ReturnType<typeof appFor>, overrides: Record<string, unknown> = {}) {
  return app.request("/api/bookings", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": freshAddress() },
    body: JSON.stringify({ ...exampleBooking, ...overrides }),
  });
}

const bookingsIn = (date: string, window: string) =>
  database.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.date, date), eq(appointments.timeWindow, window)));

const setPlaces = (weekday: number, window: "morning" | "midday" | "afternoon", places: number) =>
  setWeeklyCapacity(database.db, [{ weekday, window, places }], now());

describe("POST /api/bookings and the window's places", () => {
  it("takes a request while a place is free, then refuses the window with a field error", async () => {
    // Wednesday 25 November 2026, one place in the morning.
    await setPlaces(3, "morning", 1);
    const app = appFor();
    const slot = { date: "2026-11-25", window: "morning" };
    expect((await book(app, slot)).status).toBe(201);
    const refused = await book(app, slot);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      error: leadErrors.invalid,
      fieldErrors: { window: bookingMessages.full },
    });
    expect(bookingMessages.full).toBe(
      "That time is now fully booked. Please choose another time or day.",
    );
    expect(await bookingsIn("2026-11-25", "morning")).toHaveLength(1);
    // The afternoon of the same day is still open.
    expect((await book(app, { ...slot, window: "afternoon" })).status).toBe(201);
  });

  it("answers a form sent without JavaScript with the message and the way back", async () => {
    // Thursday 26 November 2026, closed in the midday window.
    await setPlaces(4, "midday", 0);
    const form = new URLSearchParams({
      ...Object.fromEntries(Object.entries(exampleBooking).map(([k, v]) => [k, String(v)])),
      consent: "on",
      date: "2026-11-26",
      window: "midday",
    });
    const reply = await appFor().request("/api/bookings", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": freshAddress(),
      },
      body: form.toString(),
    });
    expect(reply.status).toBe(422);
    const page = await reply.text();
    expect(page).toContain("That time is now fully booked.");
    expect(page).toContain("your browser's back button keeps what you typed");
    expect(await bookingsIn("2026-11-26", "midday")).toHaveLength(0);
  });

  it("gives the place back when a request in the window is cancelled", async () => {
    // Friday 27 November 2026, one place in the afternoon.
    await setPlaces(5, "afternoon", 1);
    const app = appFor();
    const slot = { date: "2026-11-27", window: "afternoon" };
    const first = (await (await book(app, slot)).json()) as { reference: string };
    expect((await book(app, slot)).status).toBe(422);
    await database.db
      .update(appointments)
      .set({ status: "cancelled" })
      .where(eq(appointments.reference, first.reference));
    expect((await book(app, slot)).status).toBe(201);
  });

  it("gives the last place to exactly one of two requests sent at the same moment", async () => {
    // Monday 30 November 2026, two places, one already taken.
    await setPlaces(1, "midday", 2);
    const app = appFor();
    const slot = { date: "2026-11-30", window: "midday" };
    expect((await book(app, slot)).status).toBe(201);
    const replies = await Promise.all([book(app, slot), book(app, slot)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 422]);
    expect(await bookingsIn("2026-11-30", "midday")).toHaveLength(2);
  });
});
