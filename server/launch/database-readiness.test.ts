import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db.ts";

import { backupLog, user } from "../db/schema";
import { BACKUP_MAX_AGE_DAYS, databaseReadiness } from "./database-readiness";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.destroy());

const now = new Date("2026-11-27T10:00:00Z");
const ids = async () => (await databaseReadiness(database, now)).map((item) => item.id);
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe("the database's part of the go-live checklist", () => {
  it("asks for an admin, then for the admin's two-factor sign-in", async () => {
    expect(await ids()).toContain("admin.none");

    await database.db.insert(user).values([
      { id: "visitor", name: "Visitor", email: "visitor@example.com", role: null },
      { id: "owner", name: "Owner", email: "owner@example.com", role: "user,admin" },
    ]);
    const afterAdmin = await ids();
    expect(afterAdmin).not.toContain("admin.none");
    expect(afterAdmin).toContain("admin.two-factor");

    // Two-factor on a visitor's account is not an admin's.
    await database.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, "visitor"));
    expect(await ids()).toContain("admin.two-factor");
    await database.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, "owner"));
    expect((await ids()).filter((id) => id.startsWith("admin."))).toEqual([]);
  });

  it("asks for a backup of the embedded database no older than a week", async () => {
    if (!database.pglite) {
      const items = await databaseReadiness(database, now);
      expect(items.find((item) => item.id === "backup.postgres")).toMatchObject({
        blocking: false,
      });
      return;
    }
    const backup = async () =>
      (await databaseReadiness(database, now)).find((item) => item.id === "backup.recent");
    expect((await backup())?.message).toMatch(/^the database has never been backed up/);

    const old = { path: "/backups/old.tar.gz", bytes: 1000 };
    await database.db
      .insert(backupLog)
      .values({ ...old, createdAt: daysAgo(BACKUP_MAX_AGE_DAYS + 1) });
    expect((await backup())?.message).toMatch(/^the newest backup is 8 days old/);

    // A week and an hour is more than a week.
    await database.db.insert(backupLog).values({ ...old, createdAt: daysAgo(7 + 1 / 24) });
    expect((await backup())?.message).toMatch(/^the newest backup is 7 days old/);

    await database.db.insert(backupLog).values({ ...old, createdAt: daysAgo(1) });
    expect(await backup()).toBeUndefined();
  });
});
