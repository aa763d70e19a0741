import { randomUUID } from "node:crypto";

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TimeWindowId } from "#common/booking-dates.ts";
import { makeBooking } from "#tests/fixtures/test-leads.ts";
import {
  createEmptyDatabase,
  createTestDatabase,
  testDatabaseKind,
  type TestDatabase,
} from "#tests/setup/test-db.ts";

import { openDatabase, type Db, type Transaction } from "../db/client";
import { migrate } from "../db/migrate";
import { appointments, bookingCapacity, leadWork } from "../db/schema";
import {
  fullWindows,
  setWeeklyCapacity,
  takePlace,
  weeklyCapacity,
  WindowFullError,
} from "./capacity";

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});

afterAll(() => database.destroy());

const now = new Date("2026-11-21T20:00:00Z");

/** Test databases lift every open window (tests/setup/lifted-capacity.ts): set what a test means. */
const setPlaces = (weekday: number, window: TimeWindowId, places: number) =>
  setWeeklyCapacity(db, [{ weekday, window, places }], now);

/** A bare request row in the window, inserted in `tx` as saveBooking would after takePlace. */
const insertRequest = (tx: Transaction, date: string, window: TimeWindowId) =>
  tx.insert(appointments).values({
    reference: `BK-${randomUUID().slice(0, 9)}`,
    service: "not-sure",
    description: "Racing for the last place.",
    propertyType: "residential",
    address: "12 Voortrekker Road",
    suburb: "Elsies River",
    date,
    timeWindow: window,
    name: "Sipho Dlamini",
    phone: "+27 82 555 0199",
    email: "sipho@example.com",
    preferredContact: "phone",
    privacyNotice: "test",
    consentAt: now,
    marketingOptIn: false,
    marketingAnsweredAt: now,
  });

const cancel = (id: string) =>
  db.update(appointments).set({ status: "cancelled" }).where(eq(appointments.id, id));

describe("the migration's starting values", () => {
  it("are two places per window Monday to Saturday, and Sunday closed", async () => {
    // A database migrated here, not the test template, whose places are lifted.
    const empty = testDatabaseKind === "postgres" ? await createEmptyDatabase() : undefined;
    const fresh = await openDatabase(
      empty ? { kind: "postgres", url: empty.url, maxConnections: 1 } : { kind: "pglite" },
    );
    try {
      await migrate(fresh.db);
      const week = await weeklyCapacity(fresh.db);
      expect(week).toHaveLength(21);
      for (const row of week) expect(row.places).toBe(row.weekday === 0 ? 0 : 2);
    } finally {
      await fresh.close();
      await empty?.destroy();
    }
  });
});

describe("weeklyCapacity and setWeeklyCapacity", () => {
  it("read every window of the week and change only those given", async () => {
    await setPlaces(3, "midday", 5);
    const week = await weeklyCapacity(db);
    expect(week).toHaveLength(21);
    expect(week[0]).toMatchObject({ weekday: 0, window: "morning" });
    expect(week.find((row) => row.weekday === 3 && row.window === "midday")?.places).toBe(5);
    expect(week.find((row) => row.weekday === 3 && row.window === "morning")?.places).toBe(100000);
  });

  it("count a window with no stored row as closed", async () => {
    await db
      .delete(bookingCapacity)
      .where(and(eq(bookingCapacity.weekday, 4), eq(bookingCapacity.timeWindow, "afternoon")));
    const week = await weeklyCapacity(db);
    expect(week.find((row) => row.weekday === 4 && row.window === "afternoon")?.places).toBe(0);
    // Thursday 3 December 2026.
    expect(await fullWindows(db, "2026-12-03", "2026-12-03")).toEqual([
      { date: "2026-12-03", window: "afternoon" },
    ]);
    await setPlaces(4, "afternoon", 100000);
  });
});

describe("fullWindows", () => {
  it("lists windows whose places are taken and windows with none, from the first day to the last", async () => {
    // Monday 7 and Tuesday 8 December 2026.
    await setPlaces(1, "morning", 1);
    await setPlaces(2, "afternoon", 0);
    expect(await fullWindows(db, "2026-12-07", "2026-12-08")).toEqual([
      { date: "2026-12-08", window: "afternoon" },
    ]);
    await makeBooking(db, { date: "2026-12-07", window: "morning" });
    expect(await fullWindows(db, "2026-12-07", "2026-12-08")).toEqual([
      { date: "2026-12-07", window: "morning" },
      { date: "2026-12-08", window: "afternoon" },
    ]);
    expect(await fullWindows(db, "2026-12-08", "2026-12-08")).toEqual([
      { date: "2026-12-08", window: "afternoon" },
    ]);
    await setPlaces(2, "afternoon", 100000);
  });

  it("counts requested, proposed and confirmed requests, not cancelled ones", async () => {
    // Wednesday 9 December 2026, two places in the midday window.
    await setPlaces(3, "midday", 2);
    const first = await makeBooking(db, { date: "2026-12-09", window: "midday" });
    const second = await makeBooking(db, { date: "2026-12-09", window: "midday" });
    for (const status of ["requested", "proposed", "confirmed"]) {
      await db.update(appointments).set({ status }).where(eq(appointments.id, second.id));
      expect(await fullWindows(db, "2026-12-09", "2026-12-09")).toEqual([
        { date: "2026-12-09", window: "midday" },
      ]);
    }
    await cancel(first.id);
    expect(await fullWindows(db, "2026-12-09", "2026-12-09")).toEqual([]);
  });

  it("frees the place of a booking whose lead the business closed as lost", async () => {
    // Thursday 10 December 2026, one place in the afternoon.
    await setPlaces(4, "afternoon", 1);
    const booking = await makeBooking(db, { date: "2026-12-10", window: "afternoon" });
    expect(await fullWindows(db, "2026-12-10", "2026-12-10")).toEqual([
      { date: "2026-12-10", window: "afternoon" },
    ]);
    await db
      .insert(leadWork)
      .values({ leadId: booking.id, leadKind: "appointment", status: "lost" });
    expect(await fullWindows(db, "2026-12-10", "2026-12-10")).toEqual([]);
    await setPlaces(4, "afternoon", 100000);
  });
});

describe("takePlace", () => {
  it("lets a booking in while a place is free and refuses it once the window is full", async () => {
    // Friday 11 December 2026, one place in the morning.
    await setPlaces(5, "morning", 1);
    await db.transaction((tx) => takePlace(tx, "2026-12-11", "morning"));
    const taken = await makeBooking(db, { date: "2026-12-11", window: "morning" });
    const refused = db.transaction((tx) => takePlace(tx, "2026-12-11", "morning"));
    await expect(refused).rejects.toBeInstanceOf(WindowFullError);
    await expect(makeBooking(db, { date: "2026-12-11", window: "morning" })).rejects.toThrow(
      WindowFullError,
    );
    // Another window the same day, and the same window on another Friday, are not touched.
    await db.transaction((tx) => takePlace(tx, "2026-12-11", "midday"));
    await db.transaction((tx) => takePlace(tx, "2026-12-18", "morning"));
    await cancel(taken.id);
    await db.transaction((tx) => takePlace(tx, "2026-12-11", "morning"));
  });

  it("refuses every booking for a closed window", async () => {
    // Saturday 12 December 2026.
    await setPlaces(6, "afternoon", 0);
    await expect(
      db.transaction((tx) => takePlace(tx, "2026-12-12", "afternoon")),
    ).rejects.toBeInstanceOf(WindowFullError);
  });

  it("makes a second booking for the window wait for the first to commit, and then counts it", async () => {
    // Tuesday 22 December 2026, one place. Without the row lock the second transaction would
    // count before the first had inserted, and both would take the place (on PostgreSQL).
    await setPlaces(2, "midday", 1);
    let held!: () => void;
    const firstHolds = new Promise<void>((resolve) => (held = resolve));
    const events: string[] = [];
    const first = db.transaction(async (tx) => {
      await takePlace(tx, "2026-12-22", "midday");
      held();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await insertRequest(tx, "2026-12-22", "midday");
      events.push("first committed");
    });
    await firstHolds;
    // The refusal is caught at once: it may come before `first` has been awaited, and an
    // uncaught moment would count as an unhandled rejection.
    const second = db
      .transaction((tx) => takePlace(tx, "2026-12-22", "midday"))
      .then(
        () => null,
        (error: unknown) => error,
      )
      .finally(() => events.push("second answered"));
    await first;
    expect(await second).toBeInstanceOf(WindowFullError);
    expect(events).toEqual(["first committed", "second answered"]);
  });

  it("gives the last place to exactly one of several bookings saved at the same moment", async () => {
    // Tuesday 15 December 2026, one place left of two.
    await setPlaces(2, "morning", 2);
    await makeBooking(db, { date: "2026-12-15", window: "morning" });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 4 }, () => makeBooking(db, { date: "2026-12-15", window: "morning" })),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    for (const outcome of outcomes.filter((outcome) => outcome.status === "rejected")) {
      expect(outcome.reason).toBeInstanceOf(WindowFullError);
    }
    const stored = await db
      .select()
      .from(appointments)
      .where(and(eq(appointments.date, "2026-12-15"), eq(appointments.timeWindow, "morning")));
    expect(stored).toHaveLength(2);
  });
});
