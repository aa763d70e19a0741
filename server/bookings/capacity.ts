/**
 * How many booking requests a time window takes, and which windows are full. A request that is
 * not cancelled holds its place; the owner sets the places per weekday and window in the admin.
 */
import { and, count, eq, gte, inArray, lte } from "drizzle-orm";

import type { FullWindow, WindowPlaces } from "#common/booking-capacity.ts";
import { timeWindowIds, type TimeWindowId } from "#common/booking-dates.ts";
import { addDays, weekday } from "#common/public-holidays.ts";

import type { Db, Transaction } from "../db/client";
import { appointments, bookingCapacity } from "../db/schema";
import { notClosed } from "./open-bookings";

/** The statuses that hold a place: everything but a cancelled request (or a lead closed as lost). */
const holdingStatuses = ["requested", "proposed", "confirmed"];

/** Thrown inside a booking's transaction when its window has no place left; nothing is saved. */
export class WindowFullError extends Error {
  override name = "WindowFullError";
  constructor(readonly slot: FullWindow) {
    super(`No place left on ${slot.date} ${slot.window}`);
  }
}

/** Every weekday's windows, Sunday first, in the form's window order. */
export async function weeklyCapacity(db: Db): Promise<WindowPlaces[]> {
  const rows = await db.select().from(bookingCapacity);
  const placesOf = new Map(rows.map((row) => [`${row.weekday}:${row.timeWindow}`, row.places]));
  return Array.from({ length: 7 }, (_, day) =>
    timeWindowIds.map((window) => ({
      weekday: day,
      window,
      // A row the migration did not make counts as closed, as takePlace sees it.
      places: placesOf.get(`${day}:${window}`) ?? 0,
    })),
  ).flat();
}

/** Replaces the places of the given windows; the others keep theirs. */
export async function setWeeklyCapacity(
  db: Db,
  week: readonly WindowPlaces[],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { weekday: day, window, places } of week) {
      await tx
        .insert(bookingCapacity)
        .values({ weekday: day, timeWindow: window, places, updatedAt: now })
        .onConflictDoUpdate({
          target: [bookingCapacity.weekday, bookingCapacity.timeWindow],
          set: { places, updatedAt: now },
        });
    }
  });
}

/**
 * The windows from `from` to `to` (YYYY-MM-DD, both included) that take no more requests: those
 * whose places are taken, and those with no places at all. Closed days (Sundays, public holidays)
 * are the booking calendar's business and are listed only when the table closes them too.
 */
export async function fullWindows(db: Db, from: string, to: string): Promise<FullWindow[]> {
  const [week, taken] = await Promise.all([
    weeklyCapacity(db),
    db
      .select({
        date: appointments.date,
        window: appointments.timeWindow,
        requests: count(),
      })
      .from(appointments)
      .where(
        and(
          gte(appointments.date, from),
          lte(appointments.date, to),
          inArray(appointments.status, holdingStatuses),
          notClosed(db),
        ),
      )
      .groupBy(appointments.date, appointments.timeWindow),
  ]);
  const placesOf = new Map(week.map((row) => [`${row.weekday}:${row.window}`, row.places]));
  const takenOf = new Map(taken.map((row) => [`${row.date}:${row.window}`, row.requests]));
  const full: FullWindow[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    for (const window of timeWindowIds) {
      const places = placesOf.get(`${weekday(date)}:${window}`) ?? 0;
      if ((takenOf.get(`${date}:${window}`) ?? 0) >= places) full.push({ date, window });
    }
  }
  return full;
}

/**
 * Claims a place in the window for the booking being saved in `tx`, or throws WindowFullError.
 * Locks the weekday's window row (FOR UPDATE) before counting, so a second booking for the same
 * window waits until this transaction ends and then counts this one: two requests racing for the
 * last place cannot both get it, on PostgreSQL as on PGlite. Call it before inserting the row.
 */
export async function takePlace(tx: Transaction, date: string, window: TimeWindowId) {
  const [row] = await tx
    .select({ places: bookingCapacity.places })
    .from(bookingCapacity)
    .where(and(eq(bookingCapacity.weekday, weekday(date)), eq(bookingCapacity.timeWindow, window)))
    .for("update");
  const [held] = await tx
    .select({ requests: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.date, date),
        eq(appointments.timeWindow, window),
        inArray(appointments.status, holdingStatuses),
        notClosed(tx),
      ),
    );
  if ((held?.requests ?? 0) >= (row?.places ?? 0)) throw new WindowFullError({ date, window });
}
