import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  createEmptyDatabase,
  createTestDatabase,
  testDatabaseKind,
  type TestDatabase,
} from "#tests/setup/test-db.ts";

import { openDatabase } from "./client";
import { migrate, migrations } from "./migrate";
import { chatbotSubmissions, outbox, user } from "./schema";

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

describe.runIf(testDatabaseKind === "postgres")("copies of the server starting together", () => {
  it("migrate an empty PostgreSQL database once, without failing each other", async () => {
    const empty = await createEmptyDatabase();
    const copies = await Promise.all(
      Array.from({ length: 6 }, () =>
        openDatabase({ kind: "postgres", url: empty.url, maxConnections: 1 }),
      ),
    );
    try {
      const applied = await Promise.all(copies.map((copy) => migrate(copy.db)));
      const tags = migrations.map((migration) => migration.tag);
      expect(applied.filter((list) => list.length > 0)).toEqual([tags]);
    } finally {
      await Promise.all(copies.map((copy) => copy.close()));
      await empty.destroy();
    }
  });
});

describe("accounts", () => {
  it("keeps accounts made before sign-up needed a confirmed address able to sign in", async () => {
    const confirmAll = migrations.find(
      (migration) => migration.tag === "0006_verified_existing_accounts",
    );
    expect(confirmAll?.statements).toHaveLength(1);
    await database.db.insert(user).values({
      id: "made-before-confirmation",
      name: "Owner",
      email: "owner.before@example.com",
      emailVerified: false,
    });
    await database.db.execute(sql.raw(confirmAll!.statements[0]!));
    const [row] = await database.db
      .select({ emailVerified: user.emailVerified })
      .from(user)
      .where(sql`${user.id} = 'made-before-confirmation'`);
    expect(row).toEqual({ emailVerified: true });
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
      address: "",
      propertyType: "",
      preferredContact: "phone",
      timeframe: "ASAP",
      source: "chatbot",
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it("gets the address of a lead saved before it had the column from its webhook delivery", async () => {
    const backfill = migrations.find((migration) => migration.tag === "0004_chat_lead_address");
    const update = backfill?.statements.find((statement) => /^UPDATE/m.test(statement));
    expect(update).toBeDefined();
    const [before, without] = await database.db
      .insert(chatbotSubmissions)
      .values([{ name: "Saved Before" }, { name: "No Webhook" }])
      .returning();
    await database.db.insert(outbox).values([
      {
        kind: "webhook",
        subjectType: "chatbot_submission",
        subjectId: before!.id,
        payload: { type: "chatbot_submission", record: { address: "12 Voortrekker Road" } },
      },
      // An anonymised lead's delivery has an empty payload: nothing to copy.
      { kind: "webhook", subjectType: "chatbot_submission", subjectId: without!.id, payload: {} },
    ]);
    await database.db.execute(sql.raw(update!));
    const rows = await database.db
      .select({ name: chatbotSubmissions.name, address: chatbotSubmissions.address })
      .from(chatbotSubmissions)
      .where(sql`${chatbotSubmissions.id} in (${before!.id}, ${without!.id})`);
    expect(rows.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: "No Webhook", address: "" },
      { name: "Saved Before", address: "12 Voortrekker Road" },
    ]);
  });

  it("only ever holds chatbot leads", async () => {
    await expect(
      database.db.insert(chatbotSubmissions).values({ name: "X", source: "contact" }),
    ).rejects.toThrow();
  });
});
