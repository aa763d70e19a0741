import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db.ts";

import { createRateLimiter } from "./rate-limit";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

// The same rules, counted in memory (embedded database, one server) and in the database
// (PostgreSQL, servers counting together); the database counter also runs on PGlite here.
describe.each([
  ["in memory", "pglite"],
  ["in the database", "postgres"],
] as const)("a fixed-window limit counted %s", (_, kind) => {
  const limiterFor = (name: string) =>
    createRateLimiter({ db: database.db, kind }, { name, limit: 3, windowMs: 60_000 });
  const start = Date.UTC(2026, 10, 21, 10, 0, 0);

  it("lets the limit through, refuses the rest until the window ends, then starts again", async () => {
    const limiter = limiterFor(`window-${kind}`);
    const verdicts = [];
    for (let hit = 0; hit < 5; hit++) verdicts.push(await limiter.hit("198.51.100.1", start + hit));
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false, false]);
    expect(verdicts[4]!.retryAfterS).toBe(60);
    const later = await limiter.hit("198.51.100.1", start + 45_000);
    expect(later).toEqual({ allowed: false, retryAfterS: 15 });
    expect((await limiter.hit("198.51.100.1", start + 60_000)).allowed).toBe(true);
  });

  it("counts each client, and each limit, on its own", async () => {
    const forms = limiterFor(`forms-${kind}`);
    const chat = limiterFor(`chat-${kind}`);
    for (let hit = 0; hit < 3; hit++) await forms.hit("198.51.100.2", start);
    expect((await forms.hit("198.51.100.2", start)).allowed).toBe(false);
    expect((await forms.hit("198.51.100.3", start)).allowed).toBe(true);
    expect((await chat.hit("198.51.100.2", start)).allowed).toBe(true);
  });
});
