import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";

import { embeddedDatabaseDir, type Db } from "../../server/db/client";
import { makeDataDir, startBuiltServer } from "./start-server";

/**
 * Test databases start with room for any number of bookings in every open window, so that tests
 * about other things can book the same slot as often as they like. Tests of capacity set the
 * places they mean (server/bookings/capacity.test.ts); the migration's defaults are checked there.
 */
const LIFT = "update booking_capacity set places = 100000 where places > 0";

export async function liftBookingCapacity(db: Db) {
  await db.execute(sql.raw(LIFT));
}

/**
 * The same for a built server's data folder: the server migrates it on a first start, then the
 * places are raised in the stopped embedded database. For the shared browser-test server and the
 * load benchmark, which book the same slots many times.
 */
export async function makeDataDirWithRoom(): Promise<Awaited<ReturnType<typeof makeDataDir>>> {
  const dataDir = await makeDataDir();
  const first = await startBuiltServer({ dataDir: dataDir.path });
  await first.stop();
  await liftDataDirCapacity(dataDir.path);
  return dataDir;
}

/** Raises the places in the embedded database of a data folder no server has open. */
export async function liftDataDirCapacity(dataDir: string) {
  const client = await PGlite.create(embeddedDatabaseDir(dataDir));
  try {
    await client.exec(LIFT);
  } finally {
    await client.close();
  }
}

/** For a server on PostgreSQL: run on its database once it has migrated. */
export const LIFT_BOOKING_CAPACITY_SQL = LIFT;
