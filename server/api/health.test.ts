import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp } from "#tests/fixtures/test-app.ts";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "#tests/setup/test-db.ts";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.destroy());

const appFor = (db: TestDatabase) => createTestApp(db).app;

describe("GET /api/health", () => {
  it("reports the database as reachable", async () => {
    const response = await appFor(database).request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "ok",
      database: { kind: testDatabaseKind, ok: true, latencyMs: expect.any(Number) },
    });
  });

  it("answers 503 when the database cannot be reached", async () => {
    const broken = await createTestDatabase();
    await broken.close();
    const response = await appFor(broken).request("/api/health");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "unavailable", database: { ok: false } });
    await broken.destroy().catch(() => {});
  });
});
