import { eq, inArray, sql } from "drizzle-orm";
import { pino } from "pino";
import { describe, expect, it } from "vitest";

import {
  makeBooking,
  makeChatFlow,
  makeChatLead,
  makeContactLead,
  storedLead,
  type MadeLead,
  failWebhook,
} from "#tests/fixtures/test-leads.ts";
import { setUpAdminTests } from "#tests/setup/admin-tests.ts";
import { createTestDatabase } from "#tests/setup/test-db.ts";

import {
  chatFlows,
  chatTranscripts,
  deliveryAttempts,
  leadActivity,
  leadWork,
  outbox,
} from "../db/schema";
import { listLeads } from "./inbox";
import { getLead } from "./lead-detail";
import { addNote, setStatus } from "./lead-work";
import { anonymiseExpired, startRetentionJob } from "./retention";

const tests = setUpAdminTests();
const actor = tests.admin;
const now = new Date("2026-11-22T08:00:00Z");
const retentionDays = 730;
/** Just past the retention period, and just inside it. */
const expiredAt = new Date("2024-11-22T07:59:00Z");
const keptAt = new Date("2024-11-22T08:01:00Z");

/** A failure whose error text quotes an address, as mail servers' do. */
const failOnce = (lead: MadeLead) =>
  failWebhook(tests.db, lead.id, {
    statusCode: 550,
    error: `550 <${lead.id}@example.com>: no such user`,
  });

function collectingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: "info" },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { logger, lines };
}

describe("anonymiseExpired", () => {
  it("blanks who the expired leads were about and keeps what the business counts", async () => {
    const { db } = tests;
    const chat = await makeChatLead(db, {}, { createdAt: expiredAt });
    const contact = await makeContactLead(
      db,
      { service: "electrical-repairs" },
      { createdAt: expiredAt },
    );
    const booking = await makeBooking(db, {}, { createdAt: expiredAt });
    const recent = await makeChatLead(db, { name: "Recent Visitor" }, { createdAt: keptAt });
    await setStatus(db, { kind: contact.kind, id: contact.id, status: "won", actor });
    await addNote(db, { kind: chat.kind, id: chat.id, note: "Thandi's geyser, R4 500.", actor });
    await addNote(db, { kind: recent.kind, id: recent.id, note: "Call after 5.", actor });
    await failOnce(chat);
    await failOnce(recent);

    expect(await anonymiseExpired(db, { retentionDays, now })).toBe(3);

    expect(await storedLead(db, chat)).toMatchObject({
      name: "",
      phone: "",
      email: "",
      description: "",
      address: "",
      // Typed by the visitor in the chat, so it goes too.
      service: "",
      privacyNotice: "2026-11",
      createdAt: expiredAt,
    });
    expect(await storedLead(db, contact)).toMatchObject({
      name: "",
      phone: "",
      email: "",
      message: "",
      suburb: "Bellville",
      service: "electrical-repairs",
      marketingOptIn: false,
    });
    expect(await storedLead(db, booking)).toMatchObject({
      name: "",
      phone: "",
      email: "",
      description: "",
      address: "",
      suburb: "Elsies River",
      date: "2026-11-24",
      timeWindow: "morning",
      status: "requested",
    });
    expect(
      await db.select().from(chatTranscripts).where(eq(chatTranscripts.submissionId, chat.id)),
    ).toEqual([]);

    const expiredIds = [chat.id, contact.id, booking.id];
    const rows = await db.select().from(outbox).where(inArray(outbox.subjectId, expiredIds));
    expect(rows).toHaveLength(9);
    for (const row of rows) expect(row.payload).toEqual({});
    // Nothing still waiting would now be sent with an empty payload: it is given up on, saying why.
    expect(rows.filter((row) => row.status === "pending")).toEqual([]);
    for (const row of rows) {
      expect([null, "The lead was anonymised before it could be delivered."]).toContain(
        row.lastError,
      );
    }
    expect(rows.find((row) => row.kind === "webhook" && row.subjectId === chat.id)?.status).toBe(
      "failed",
    );
    const attempts = await db
      .select()
      .from(deliveryAttempts)
      .where(
        inArray(
          deliveryAttempts.outboxId,
          rows.map((row) => row.id),
        ),
      );
    expect(attempts).toMatchObject([{ attempt: 1, ok: false, statusCode: 550, error: null }]);

    const notes = await db.select().from(leadActivity).where(eq(leadActivity.leadId, chat.id));
    expect(notes).toMatchObject([{ kind: "note", note: "", actorEmail: actor.email }]);
    const work = await db.select().from(leadWork).where(inArray(leadWork.leadId, expiredIds));
    expect(work.map((row) => [row.leadKind, row.status, row.anonymisedAt]).sort()).toEqual([
      ["appointment", "new", now],
      ["chatbot_submission", "new", now],
      ["contact_message", "won", now],
    ]);

    // The recent lead is untouched, down to its delivery's error.
    expect(await storedLead(db, recent)).toMatchObject({
      name: "Recent Visitor",
      phone: "082-555-1234",
    });
    const recentDetail = await getLead(db, recent.kind, recent.id, { retentionDays, now });
    expect(recentDetail?.transcript).toHaveLength(2);
    expect(recentDetail?.history[0]?.note).toBe("Call after 5.");
    expect(recentDetail?.deliveries.find((row) => row.kind === "webhook")?.lastError).toMatch(
      /^550/,
    );

    // Still listed, with blank names, and shown as anonymised.
    const listed = await listLeads(db, { q: "" });
    expect(listed.leads.find((lead) => lead.id === contact.id)).toMatchObject({
      name: "",
      status: "won",
      anonymisedAt: now,
    });
    const detail = await getLead(db, chat.kind, chat.id, { retentionDays, now });
    expect(detail).toMatchObject({ anonymisedAt: now, transcript: [], lead: { address: "" } });
  });

  it("does nothing the second time, and refuses a retention of zero days", async () => {
    const { db } = tests;
    await makeContactLead(db, {}, { createdAt: expiredAt });
    expect(await anonymiseExpired(db, { retentionDays, now })).toBe(1);
    expect(await anonymiseExpired(db, { retentionDays, now })).toBe(0);
    await expect(anonymiseExpired(db, { retentionDays: 0, now })).rejects.toThrow(RangeError);
  });

  it("works through a backlog larger than one batch", async () => {
    const { db } = tests;
    await anonymiseExpired(db, { retentionDays, now });
    const old = new Date("2020-01-01T00:00:00Z");
    await db.execute(
      // Plain rows: 501 leads through the save functions would only slow the test down.
      sql`insert into contact_messages
            (reference, name, phone, email, message, privacy_notice, consent_at, marketing_opt_in,
             marketing_answered_at, created_at)
          select 'OLD-' || n, 'Old ' || n, '0820000000', 'old@example.com', 'Old message', 'p',
                 ${old}, false, ${old}, ${old}
          from generate_series(1, 501) as n`,
    );
    expect(await anonymiseExpired(db, { retentionDays, now })).toBe(501);
    const page = await listLeads(db, { q: "old@example.com" });
    expect(page.total).toBe(0);
  });
});

describe("startRetentionJob", () => {
  it("runs at once and then on every interval, logging the count, until stopped", async () => {
    const { db } = tests;
    await anonymiseExpired(db, { retentionDays, now });
    await makeChatLead(db, {}, { createdAt: expiredAt });
    const { logger, lines } = collectingLogger();
    const job = startRetentionJob({
      database: tests.database,
      logger,
      retentionDays,
      intervalMs: 20,
      now: () => now,
    });
    const anonymising = () =>
      lines.filter((line) => line.msg === "retention: expired leads anonymised");
    await expect.poll(() => anonymising().length).toBeGreaterThanOrEqual(2);
    await job.stop();
    const runs = lines.length;
    expect(anonymising()[0]).toMatchObject({ anonymised: 1, retentionDays });
    expect(anonymising()[1]).toMatchObject({ anonymised: 0 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(lines).toHaveLength(runs);
  });

  it("deletes the chat flows that have expired, and leaves the live ones", async () => {
    const { db } = tests;
    const expired = await makeChatFlow(db, { expiresAt: new Date(now.getTime() - 1_000) });
    const live = await makeChatFlow(db, { expiresAt: new Date(now.getTime() + 60_000) });
    const { logger, lines } = collectingLogger();
    const job = startRetentionJob({
      database: tests.database,
      logger,
      retentionDays,
      now: () => now,
    });
    await expect
      .poll(() => lines.find((line) => line.msg === "retention: expired chat flows deleted"))
      .toMatchObject({ deleted: 1 });
    await job.stop();
    const left = await db
      .select({ id: chatFlows.id })
      .from(chatFlows)
      .where(inArray(chatFlows.id, [expired.id, live.id]));
    expect(left).toEqual([{ id: live.id }]);
  });

  it("logs a failure instead of throwing, and tries again", async () => {
    const broken = await createTestDatabase();
    await broken.close();
    const { logger, lines } = collectingLogger();
    const job = startRetentionJob({ database: broken, logger, retentionDays, intervalMs: 10 });
    await expect.poll(() => lines.length).toBeGreaterThanOrEqual(2);
    await job.stop();
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: "retention: anonymising expired leads failed",
    });
    await broken.destroy();
  });
});
