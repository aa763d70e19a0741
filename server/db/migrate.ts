import { sql } from "drizzle-orm";
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

import type { Db } from "./client";

export interface Migration {
  tag: string;
  statements: string[];
}

const sources = import.meta.glob<string>("./migrations/*.sql", {
  eager: true,
  query: "?raw",
  import: "default",
});

/** The SQL files of ./migrations, bundled into the server so a deploy needs no extra files. */
export const migrations: Migration[] = Object.entries(sources)
  .map(([path, source]) => ({
    tag: path.replace(/^.*\/|\.sql$/g, ""),
    statements: source
      .split("--> statement-breakpoint")
      .map((statement) => statement.trim())
      .filter(Boolean),
  }))
  .sort((a, b) => a.tag.localeCompare(b.tag));

// Kept out of schema.ts: this table belongs to the migrator, not to drizzle-kit's migrations.
const schemaMigrations = pgTable("schema_migrations", {
  tag: text("tag").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});

// Any constant works; it only has to be the same for every copy of the server.
const MIGRATION_LOCK_ID = 74_902_009;

/**
 * Applies the migrations not yet recorded in schema_migrations, all in one transaction.
 * The advisory lock makes replicas starting together take turns instead of racing; it is taken
 * before anything else, because even `create table if not exists` fails when two connections
 * run it at the same moment on an empty database.
 */
export async function migrate(db: Db, list: Migration[] = migrations): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await tx.execute(sql`
      create table if not exists schema_migrations (
        tag text primary key,
        applied_at timestamptz not null default now()
      )`);
    const applied = await tx.select({ tag: schemaMigrations.tag }).from(schemaMigrations);
    const done = new Set(applied.map((row) => row.tag));
    const pending = list.filter((migration) => !done.has(migration.tag));
    for (const migration of pending) {
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.insert(schemaMigrations).values({ tag: migration.tag });
    }
    return pending.map((migration) => migration.tag);
  });
}
