/**
 * The booking capacity: how many requests each weekday's time window takes. GET reads the whole
 * week; PUT replaces it, all 21 windows at once, as the admin's grid sends it.
 */
import { Hono } from "hono";
import { z } from "zod";

import {
  MAX_WINDOW_PLACES,
  placesField,
  weekdayNames,
  type WindowPlaces,
} from "#common/booking-capacity.ts";
import { timeWindow, timeWindowIds } from "#common/booking-dates.ts";

import type { ViewerVariables } from "../../auth/viewer";
import { setWeeklyCapacity, weeklyCapacity } from "../../bookings/capacity";
import type { Db } from "../../db/client";
import { readJsonBody } from "../json-body";
import { adminErrors, invalid } from "./replies";

export const capacityMessages = {
  week: `Please send the places of all ${7 * timeWindowIds.length} time windows of the week.`,
  places: (slot: string) =>
    `${slot}: please enter a whole number of places from 0 (closed) to ${MAX_WINDOW_PLACES}.`,
} as const;

const windowSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  window: z.enum(timeWindowIds),
  places: z.unknown(),
});
const weekSchema = z.object({ week: z.array(windowSchema).length(7 * timeWindowIds.length) });
const placesSchema = z.number().int().min(0).max(MAX_WINDOW_PLACES);

/**
 * The week as sent, or field errors: one per window whose places are not allowed, named for the
 * day and window, and `week` when the list itself is not the whole week, each window once.
 */
export function parseWeek(
  body: unknown,
): { ok: true; week: WindowPlaces[] } | { ok: false; errors: Record<string, string> } {
  const shape = weekSchema.safeParse(body);
  const pairs = new Set(shape.data?.week.map((row) => placesField(row.weekday, row.window)));
  if (!shape.success || pairs.size !== shape.data.week.length) {
    return { ok: false, errors: { week: capacityMessages.week } };
  }
  const errors: Record<string, string> = {};
  const week: WindowPlaces[] = [];
  for (const row of shape.data.week) {
    const places = placesSchema.safeParse(row.places);
    if (places.success) week.push({ ...row, places: places.data });
    else {
      const slot = `${weekdayNames[row.weekday]} ${timeWindow(row.window).label.toLowerCase()}`;
      errors[placesField(row.weekday, row.window)] = capacityMessages.places(slot);
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, week };
}

export function capacityRoutes({ db, now }: { db: Db; now: () => Date }) {
  return new Hono<{ Variables: ViewerVariables }>()
    .get("/capacity", async (c) => c.json({ week: await weeklyCapacity(db) }))
    .put("/capacity", async (c) => {
      const read = await readJsonBody(c, adminErrors);
      if (!read.ok) return c.json({ error: read.error }, read.status);
      const parsed = parseWeek(read.body);
      if (!parsed.ok) return invalid(c, parsed.errors);
      await setWeeklyCapacity(db, parsed.week, now());
      return c.json({ week: await weeklyCapacity(db) });
    });
}
