import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db.ts";

import { outbox } from "../db/schema";
import { claimDue, enqueue, recordAttempt, retryNow } from "./outbox";

let database: TestDatabase;
const policy = { baseDelayMs: 60_000, maxDelayMs: 60_000, maxAttempts: 2 };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const newRow = () =>
  enqueue(database.db, {
    kind: "webhook",
    subjectType: "test",
    subjectId: crypto.randomUUID(),
    payload: { hello: "world" },
  });

describe("the outbox", () => {
  it("hands a due row to one claimer only, and counts the attempt", async () => {
    const id = await newRow();
    const [first, second] = await Promise.all([
      claimDue(database.db, 10, id),
      claimDue(database.db, 10, id),
    ]);
    expect([...first!, ...second!].map((row) => row.id)).toEqual([id]);
    expect([...first!, ...second!][0]?.attempts).toBe(1);
    // Leased: not due again while the claimer works on it.
    expect(await claimDue(database.db, 10, id)).toEqual([]);
  });

  it("hands a row out again when the process that claimed it died and its lease ran out", async () => {
    const id = await newRow();
    const [claimed] = await claimDue(database.db, 1, id, 200);
    expect(claimed?.attempts).toBe(1);
    // The claimer "dies": nothing is recorded. Within the lease the row stays reserved...
    expect(await claimDue(database.db, 1, id, 200)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // ...after it, another process takes it over, and the attempt is counted again.
    const [again] = await claimDue(database.db, 1, id, 200);
    expect(again?.attempts).toBe(2);
  });

  it("waits after a failure, then gives up after the last attempt", async () => {
    const id = await newRow();
    const [row] = await claimDue(database.db, 1, id);
    expect(
      await recordAttempt(database.db, row!, { ok: false, error: "down", durationMs: 5 }, policy),
    ).toBe("pending");
    expect(await claimDue(database.db, 1, id)).toEqual([]);

    await retryNow(database.db, id);
    const [again] = await claimDue(database.db, 1, id);
    expect(again?.attempts).toBe(2);
    expect(
      await recordAttempt(database.db, again!, { ok: false, error: "down", durationMs: 5 }, policy),
    ).toBe("failed");
    const [stored] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(stored).toMatchObject({ status: "failed", lastError: "down", lockedUntil: null });
    expect(await claimDue(database.db, 1, id)).toEqual([]);
  });

  it("marks a delivered row and never hands it out again", async () => {
    const id = await newRow();
    const [row] = await claimDue(database.db, 1, id);
    expect(
      await recordAttempt(database.db, row!, { ok: true, statusCode: 200, durationMs: 3 }, policy),
    ).toBe("delivered");
    const [stored] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(stored?.deliveredAt).toBeInstanceOf(Date);
    expect(await claimDue(database.db, 1, id)).toEqual([]);
  });

  it("gives up at once when the receiver will never take the row", async () => {
    const id = await newRow();
    const [row] = await claimDue(database.db, 1, id);
    const gone = { ok: false, final: true, statusCode: 410, error: "gone", durationMs: 4 };
    expect(await recordAttempt(database.db, row!, gone, policy)).toBe("failed");
    expect(await claimDue(database.db, 1, id)).toEqual([]);
  });
});
