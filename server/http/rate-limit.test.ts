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
] as const)("a sliding-window limit counted %s", (_, kind) => {
  const limiterFor = (name: string) =>
    createRateLimiter({ db: database.db, kind }, { name, limit: 3, windowMs: 60_000 });
  const start = Date.UTC(2026, 10, 21, 10, 0, 0);
  const client = "198.51.100.1";

  it("lets the limit through and refuses the rest", async () => {
    const limiter = limiterFor(`window-${kind}`);
    const verdicts = [];
    for (let hit = 0; hit < 5; hit++) verdicts.push(await limiter.hit(client, start + hit));
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false, false]);
  });

  it("does not let twice the limit through across a window's end", async () => {
    const limiter = limiterFor(`boundary-${kind}`);
    // The limit at the very end of one window...
    for (let hit = 0; hit < 3; hit++) {
      expect((await limiter.hit(client, start + 59_000 + hit)).allowed).toBe(true);
    }
    // ...leaves nothing at the start of the next: the last minute already holds three.
    const refused = await limiter.hit(client, start + 60_001);
    expect(refused.allowed).toBe(false);
    // The three weigh less as they slide out: by then one of them counts, with this minute's two.
    expect(refused.retryAfterS).toBe(40);
    expect((await limiter.hit(client, start + 100_000)).allowed).toBe(true);
    expect((await limiter.hit(client, start + 101_000)).allowed).toBe(false);
  });

  it("gives the allowance back as the previous window weighs out", async () => {
    const limiter = limiterFor(`weighs-${kind}`);
    for (let hit = 0; hit < 3; hit++) await limiter.hit(client, start + hit);
    // Half-way through the next window, the three count as one and a half.
    expect((await limiter.hit(client, start + 90_000)).allowed).toBe(true);
    expect((await limiter.hit(client, start + 90_001)).allowed).toBe(false);
    // Two windows on, the first three are gone; the last minute's two still count.
    expect((await limiter.hit(client, start + 180_000)).allowed).toBe(true);
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
