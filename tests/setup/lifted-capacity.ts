import { sql } from "drizzle-orm";

import type { Db } from "../../server/db/client";

/**
 * Test databases start with room for any number of bookings in every open window, so that tests
 * about other things can book the same slot as often as they like. Tests of capacity set the
 * places they mean (server/bookings/capacity.test.ts); the migration's defaults are checked there.
 */
export async function liftBookingCapacity(db: Db) {
  await db.execute(sql`update booking_capacity set places = 100000 where places > 0`);
}
