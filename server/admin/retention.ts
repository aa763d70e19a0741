/**
 * Personal details are kept only as long as the privacy policy says (POPIA section 14): after
 * `retentionDays` a lead keeps what the business counts (kind, service, suburb, status, dates)
 * and loses who it was about: name, phone, e-mail, free text, address, the chat transcript, the
 * copies in the outbox, and error texts and notes that may quote them. Call-back flows the
 * visitor left unfinished go altogether once they have expired.
 */
import { and, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";

import { type LeadKind } from "#common/leads.ts";

import { deleteExpiredFlows } from "../assistant/chat-flows";
import type { Database, Db, Transaction } from "../db/client";
import {
  appointments,
  chatbotSubmissions,
  chatTranscripts,
  contactMessages,
  deliveryAttempts,
  leadActivity,
  leadWork,
  outbox,
} from "../db/schema";
import type { Logger } from "../logger";
import { leadTables } from "./lead-sources";

const DAY_MS = 24 * 60 * 60 * 1000;
export const RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** Leads anonymised per transaction, so a long backlog never holds one huge transaction. */
const BATCH_SIZE = 500;

/**
 * What goes. The chat's service is what the visitor typed, so it may name them; the forms'
 * service is a slug from a list, and stays for the business's figures.
 */
const blanked = {
  chatbot_submission: {
    name: "",
    phone: "",
    email: "",
    description: "",
    service: "",
    address: "",
  },
  contact_message: { name: "", phone: "", email: "", message: "" },
  appointment: { name: "", phone: "", email: "", description: "", address: "" },
} satisfies Record<LeadKind, Record<string, string>>;

/**
 * Expired leads not yet anonymised, oldest first. SKIP LOCKED lets two servers on one database
 * run the job at once without waiting for (or redoing) each other's batch.
 */
async function claimExpired(tx: Transaction, kind: LeadKind, cutoff: Date): Promise<string[]> {
  const table = leadTables[kind];
  const result = await tx.execute(sql`
    select ${table.id} as id from ${table}
    where ${table.createdAt} < ${cutoff}
      and not exists (
        select 1 from ${leadWork}
        where ${leadWork.leadId} = ${table.id} and ${leadWork.anonymisedAt} is not null
      )
    order by ${table.createdAt}
    limit ${BATCH_SIZE}
    for update skip locked`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

async function blank(tx: Transaction, kind: LeadKind, ids: string[]) {
  switch (kind) {
    case "chatbot_submission":
      await tx
        .update(chatbotSubmissions)
        .set(blanked[kind])
        .where(inArray(chatbotSubmissions.id, ids));
      await tx.delete(chatTranscripts).where(inArray(chatTranscripts.submissionId, ids));
      return;
    case "contact_message":
      await tx.update(contactMessages).set(blanked[kind]).where(inArray(contactMessages.id, ids));
      return;
    case "appointment":
      await tx.update(appointments).set(blanked[kind]).where(inArray(appointments.id, ids));
      return;
  }
}

async function anonymiseBatch(tx: Transaction, cutoff: Date, now: Date) {
  const expired = new Map<LeadKind, string[]>();
  for (const kind of Object.keys(leadTables) as LeadKind[]) {
    const ids = await claimExpired(tx, kind, cutoff);
    if (ids.length) expired.set(kind, ids);
  }
  const ids = [...expired.values()].flat();
  if (ids.length === 0) return { count: 0, more: false };

  for (const [kind, kindIds] of expired) await blank(tx, kind, kindIds);
  // Payloads repeat the lead; error texts can quote an address ("550 <name@…>: no such user").
  await tx
    .update(outbox)
    .set({ payload: {}, lastError: null })
    .where(inArray(outbox.subjectId, ids));
  // A delivery still waiting would now send an empty payload: it will never be sent.
  await tx
    .update(outbox)
    .set({ status: "failed", lastError: "The lead was anonymised before it could be delivered." })
    .where(and(inArray(outbox.subjectId, ids), eq(outbox.status, "pending")));
  await tx
    .update(deliveryAttempts)
    .set({ error: null })
    .where(
      and(
        isNotNull(deliveryAttempts.error),
        inArray(
          deliveryAttempts.outboxId,
          tx.select({ id: outbox.id }).from(outbox).where(inArray(outbox.subjectId, ids)),
        ),
      ),
    );
  await tx
    .update(leadActivity)
    .set({ note: "" })
    .where(
      and(
        inArray(leadActivity.leadId, ids),
        isNotNull(leadActivity.note),
        ne(leadActivity.note, ""),
      ),
    );
  for (const [kind, kindIds] of expired) {
    await tx
      .insert(leadWork)
      .values(kindIds.map((leadId) => ({ leadId, leadKind: kind, anonymisedAt: now })))
      .onConflictDoUpdate({ target: leadWork.leadId, set: { anonymisedAt: now } });
  }
  return {
    count: ids.length,
    more: [...expired.values()].some((kindIds) => kindIds.length === BATCH_SIZE),
  };
}

/** Anonymises every lead created more than `retentionDays` before `now`; returns how many. */
export async function anonymiseExpired(
  db: Db,
  { retentionDays, now }: { retentionDays: number; now: Date },
): Promise<number> {
  // A zero or broken setting would wipe every lead at once: refuse it rather than guess.
  if (!Number.isInteger(retentionDays) || retentionDays < 1) {
    throw new RangeError(
      `retentionDays must be a whole number of days, at least 1: ${retentionDays}`,
    );
  }
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  let total = 0;
  for (;;) {
    const batch = await db.transaction((tx) => anonymiseBatch(tx, cutoff, now));
    total += batch.count;
    if (!batch.more) return total;
  }
}

export interface RetentionJobOptions {
  database: Database;
  logger: Logger;
  retentionDays: number;
  intervalMs?: number;
  now?: () => Date;
}

/**
 * Anonymises expired leads, and deletes expired chat flows, now and then every `intervalMs` (6
 * hours by default). Failures are logged and the next run tries again; the timer does not keep
 * the process alive.
 */
export function startRetentionJob({
  database,
  logger,
  retentionDays,
  intervalMs = RETENTION_INTERVAL_MS,
  now = () => new Date(),
}: RetentionJobOptions): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const run = async () => {
    try {
      const anonymised = await anonymiseExpired(database.db, { retentionDays, now: now() });
      logger.info({ anonymised, retentionDays }, "retention: expired leads anonymised");
    } catch (error) {
      logger.error({ err: error }, "retention: anonymising expired leads failed");
    }
    try {
      const deleted = await deleteExpiredFlows(database.db, now());
      logger.info({ deleted }, "retention: expired chat flows deleted");
    } catch (error) {
      logger.error({ err: error }, "retention: deleting expired chat flows failed");
    }
    if (!stopped) {
      timer = setTimeout(() => (running = run()), intervalMs);
      timer.unref();
    }
  };
  let running = run();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
