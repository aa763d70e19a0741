import { eq, sql } from "drizzle-orm";

import type { Db } from "../db/client";
import { deliveryAttempts, outbox } from "../db/schema";
import { retryDelayMs, type RetryPolicy } from "./backoff";
import type { DeliveryResult } from "./delivery";

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = Pick<
  typeof outbox.$inferInsert,
  "kind" | "subjectType" | "subjectId" | "payload"
>;

/** Any drizzle handle that can insert: the database or a transaction. */
type Writer = Pick<Db, "insert">;

/** Adds work to do after the current transaction commits; call it inside the lead's transaction. */
export async function enqueue(tx: Writer, row: NewOutboxRow): Promise<string> {
  const [inserted] = await tx.insert(outbox).values(row).returning({ id: outbox.id });
  if (!inserted) throw new Error("No data returned from database insert");
  return inserted.id;
}

/**
 * How long a claimed row stays reserved for the process that claimed it, unless the processor is
 * told (from its delivery timeouts): long enough for one attempt to finish, short enough that a
 * row held by a process that died is retried soon.
 */
export const DEFAULT_LEASE_MS = 2 * 60_000;

interface RawOutboxRow {
  id: string;
  kind: string;
  subject_type: string;
  subject_id: string;
  payload: Record<string, unknown>;
  status: string;
  attempts: number;
  next_attempt_at: string | Date;
  locked_until: string | Date | null;
  last_error: string | null;
  created_at: string | Date;
  delivered_at: string | Date | null;
}

const toDate = (value: string | Date | null) => (value === null ? null : new Date(value));

function fromRaw(raw: RawOutboxRow): OutboxRow {
  return {
    id: raw.id,
    kind: raw.kind,
    subjectType: raw.subject_type,
    subjectId: raw.subject_id,
    payload: raw.payload,
    status: raw.status,
    attempts: raw.attempts,
    nextAttemptAt: new Date(raw.next_attempt_at),
    lockedUntil: toDate(raw.locked_until),
    lastError: raw.last_error,
    createdAt: new Date(raw.created_at),
    deliveredAt: toDate(raw.delivered_at),
  };
}

/**
 * Reserves due rows for this process and counts the attempt. Uses FOR UPDATE SKIP LOCKED and a
 * lease, so copies of the server sharing one database never deliver the same row at once, and a
 * row held by a process that died becomes due again when its lease runs out.
 */
export async function claimDue(
  db: Db,
  limit: number,
  onlyId?: string,
  leaseMs = DEFAULT_LEASE_MS,
): Promise<OutboxRow[]> {
  const result = await db.execute(sql`
    update outbox set attempts = attempts + 1,
      locked_until = now() + ${Math.ceil(leaseMs)} * interval '1 millisecond'
    where id in (
      select id from outbox
      where status = 'pending' and next_attempt_at <= now()
        and (locked_until is null or locked_until < now())
        ${onlyId ? sql`and id = ${onlyId}` : sql``}
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning *`);
  return (result as unknown as { rows: RawOutboxRow[] }).rows.map(fromRaw);
}

/** Records one attempt's outcome: delivered, or scheduled again, or failed for good. */
export async function recordAttempt(
  db: Db,
  row: OutboxRow,
  result: DeliveryResult,
  policy: RetryPolicy,
  now: Date = new Date(),
): Promise<OutboxRow["status"]> {
  const status = result.ok
    ? "delivered"
    : result.final || row.attempts >= policy.maxAttempts
      ? "failed"
      : "pending";
  await db.transaction(async (tx) => {
    await tx.insert(deliveryAttempts).values({
      outboxId: row.id,
      attempt: row.attempts,
      ok: result.ok,
      statusCode: result.statusCode ?? null,
      error: result.error ?? null,
      durationMs: result.durationMs,
    });
    await tx
      .update(outbox)
      .set({
        status,
        lockedUntil: null,
        lastError: result.ok ? null : (result.error ?? "Unknown error"),
        deliveredAt: result.ok ? now : null,
        nextAttemptAt: result.ok
          ? row.nextAttemptAt
          : new Date(now.getTime() + retryDelayMs(row.attempts, policy)),
      })
      .where(eq(outbox.id, row.id));
  });
  return status;
}

/** Puts a failed or waiting row back at the front of the queue (the admin's retry button). */
export async function retryNow(db: Db, id: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: "pending", nextAttemptAt: new Date(), lockedUntil: null })
    .where(eq(outbox.id, id));
}
