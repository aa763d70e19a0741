/**
 * What only the database can tell about a launch: whether an admin exists who signs in with two
 * factors, and whether the embedded database has a recent backup. Read by the admin's go-live
 * checklist and by `npm run launch:check` (through the running server when it owns the data).
 */
import { desc, sql } from "drizzle-orm";

import type { ReadinessItem } from "#content/readiness.ts";

import type { Database } from "../db/client";
import { backupLog, user } from "../db/schema";

/** A backup older than this is not a plan; the README suggests a nightly one. */
export const BACKUP_MAX_AGE_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

export async function databaseReadiness(
  database: Database,
  now: Date = new Date(),
): Promise<ReadinessItem[]> {
  const { db } = database;
  const items: ReadinessItem[] = [];
  const admins = await db
    .select({ twoFactorEnabled: user.twoFactorEnabled })
    .from(user)
    .where(sql`'admin' = any(string_to_array(${user.role}, ','))`);
  if (admins.length === 0) {
    items.push({
      id: "admin.none",
      file: "npm run admin:create",
      message: "there is no admin account to work the leads: create one with npm run admin:create",
      blocking: true,
    });
  } else if (!admins.some((admin) => admin.twoFactorEnabled)) {
    items.push({
      id: "admin.two-factor",
      file: "/auth (Account, signed in as the admin)",
      message:
        "no admin signs in with two-factor yet: sign in at /auth and turn on two-factor sign-in with an authenticator app",
      blocking: true,
    });
  }

  if (!database.pglite) {
    items.push({
      id: "backup.postgres",
      file: "the server's PostgreSQL (pg_dump)",
      message:
        "the site cannot see PostgreSQL's backups: make sure pg_dump runs every night and its copies leave the machine (README, Operations)",
      blocking: false,
    });
    return items;
  }
  const [latest] = await db
    .select({ createdAt: backupLog.createdAt })
    .from(backupLog)
    .orderBy(desc(backupLog.createdAt))
    .limit(1);
  const ageMs = latest && now.getTime() - latest.createdAt.getTime();
  const ageDays = ageMs === undefined ? undefined : Math.floor(ageMs / DAY_MS);
  if (ageMs === undefined || ageMs > BACKUP_MAX_AGE_DAYS * DAY_MS) {
    items.push({
      id: "backup.recent",
      file: "npm run db:backup",
      message: `${
        ageDays === undefined
          ? "the database has never been backed up"
          : `the newest backup is ${ageDays} days old`
      }: run npm run db:backup every night (cron) and copy the file off this machine`,
      blocking: true,
    });
  }
  return items;
}
