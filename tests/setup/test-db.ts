import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";

import pg from "pg";
import { inject } from "vitest";

import { openDatabase, type Database } from "#server/db/client.ts";
import { migrate } from "#server/db/migrate.ts";

import { liftBookingCapacity } from "./lifted-capacity";

export interface TestDatabase extends Database {
  /** Closes the connection and removes the database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a copy of the PGlite template by default, or a
 * copy of the migrated template database on the PostgreSQL server at TEST_DATABASE_URL, so the
 * same tests run on both.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = await readFile(inject("pgliteTemplatePath"));
    const database = await openDatabase({ kind: "pglite", loadDataDir: new Blob([template]) });
    return { ...database, destroy: () => database.close().catch(() => {}) };
  }

  const copy = await createServerDatabase(inject("postgresTemplateName"));
  const database = await openDatabase({ kind: "postgres", url: copy.url, maxConnections: 5 });
  return {
    ...database,
    destroy: async () => {
      await database.close().catch(() => {});
      await copy.destroy();
    },
  };
}

/**
 * A migrated embedded database kept in `dataDir`, as a server's data folder holds it: loaded from
 * the run's template instead of made by initdb (about 4 s each).
 */
export async function openEmbeddedCopy(dataDir: string): Promise<Database> {
  const template = await readFile(inject("pgliteTemplatePath"));
  return openDatabase({ kind: "pglite", dataDir, loadDataDir: new Blob([template]) });
}

/** An empty database on the PostgreSQL server at TEST_DATABASE_URL, for tests of migrating. */
export const createEmptyDatabase = () => createServerDatabase();

/** A new database on the PostgreSQL server at TEST_DATABASE_URL, empty or a copy of `template`. */
async function createServerDatabase(
  template?: string,
): Promise<{ url: string; destroy(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("createEmptyDatabase needs TEST_DATABASE_URL");
  const name = `site_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    destroy: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export const testDatabaseKind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

/**
 * Migrating a database takes a second or two; copying a migrated one (CREATE DATABASE … TEMPLATE)
 * a few milliseconds. So, as with PGlite, the migrated database is made once per run.
 */
export async function createPostgresTemplate(serverUrl: string) {
  const name = `site_template_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 1 });
  await migrate(database.db);
  await liftBookingCapacity(database.db);
  // A database someone is connected to cannot be copied.
  await database.close();
  return {
    name,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
