import { join, resolve } from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";

import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle a `db.transaction()` callback gets. */
export type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Where the embedded database lives inside DATA_DIR (beside the lock, the socket, the secret). */
export const embeddedDatabaseDir = (dataDir: string) => join(resolve(dataDir), "pglite");

export type DatabaseConfig =
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob }
  | { kind: "postgres"; url: string; maxConnections?: number };

export interface Database {
  kind: DatabaseConfig["kind"];
  db: Db;
  /** Round trip to the database; throws when it cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Only for PGlite: the raw instance, for dumps in tests. */
  pglite?: PGlite;
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === "pglite") {
    const client = await PGlite.create(config.dataDir, { loadDataDir: config.loadDataDir });
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    return {
      kind: "pglite",
      db,
      pglite: client,
      ping: async () => void (await client.query("select 1")),
      close: () => client.close(),
    };
  }

  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.maxConnections ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // A client losing its connection must not crash the process. The pool listens on idle clients
  // only: one checked out between the queries of a transaction emits "error" with no listener,
  // an uncaught exception (the server died when PostgreSQL stopped mid-transaction). Its next
  // query fails instead, and the request answers 503; the pool then opens a new connection.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Db;
  return {
    kind: "postgres",
    db,
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}
