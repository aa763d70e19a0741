import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db.ts";

import { migrate, migrations } from "./migrate";
import { chatbotSubmissions } from "./schema";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.destroy());

describe("migrate", () => {
  it("bundles the SQL files in order, split at drizzle-kit's statement breakpoints", () => {
    expect(migrations.length).toBeGreaterThan(0);
    expect(migrations[0]?.tag).toBe("0000_init");
    const tags = migrations.map((migration) => migration.tag);
    expect(tags).toEqual([...tags].sort());
    for (const migration of migrations) expect(migration.statements.length).toBeGreaterThan(0);
  });

  it("applies nothing twice", async () => {
    expect(await migrate(database.db)).toEqual([]);
    expect(await Promise.all([migrate(database.db), migrate(database.db)])).toEqual([[], []]);
  });

  it("applies a new migration once and rolls back a failing one completely", async () => {
    const added = { tag: "9998_test_table", statements: ["create table test_added (id int)"] };
    expect(await migrate(database.db, [...migrations, added])).toEqual(["9998_test_table"]);
    expect(await migrate(database.db, [...migrations, added])).toEqual([]);

    const failing = {
      tag: "9999_failing",
      statements: ["create table test_partial (id int)", "select no_such_function()"],
    };
    await expect(migrate(database.db, [...migrations, added, failing])).rejects.toThrow();
    const partial = await database.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_name = 'test_partial'`,
    );
    expect((partial as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});

describe("chatbot_submissions", () => {
  it("fills the specification's defaults and returns the stored row with an id", async () => {
    const [row] = await database.db
      .insert(chatbotSubmissions)
      .values({ name: "Thandi Mokoena", phone: "021 555 0101" })
      .returning();
    expect(row).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: "Thandi Mokoena",
      phone: "021 555 0101",
      email: "",
      service: "",
      description: "",
      propertyType: "",
      preferredContact: "phone",
      timeframe: "ASAP",
      source: "chatbot",
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it("only ever holds chatbot leads", async () => {
    await expect(
      database.db.insert(chatbotSubmissions).values({ name: "X", source: "contact" }),
    ).rejects.toThrow();
  });
});
