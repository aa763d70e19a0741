import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import {
  makeBooking,
  makeChatLead,
  makeContactLead,
  webhookOf as webhookFor,
} from "#tests/fixtures/test-leads.ts";
import { setUpAdminTests } from "#tests/setup/admin-tests.ts";

import { appointments, leadActivity, leadWork, outbox } from "../db/schema";
import { claimDue, recordAttempt } from "../jobs/outbox";
import type { MailMessage } from "../mail/mailer";
import { createStatusLinks } from "../status/status-link";
import { InvalidInputError } from "./invalid-input";
import { addNote, decideBooking, leadWorkMessages, retryDelivery, setStatus } from "./lead-work";

const tests = setUpAdminTests();
const actor = tests.admin;
/** Saturday 21 November 2026, 22:00 in Cape Town: Monday 23 November is the first bookable day. */
const now = new Date("2026-11-21T20:00:00Z");

const historyOf = (id: string) =>
  tests.db
    .select()
    .from(leadActivity)
    .where(eq(leadActivity.leadId, id))
    .orderBy(asc(leadActivity.id));

const invalid = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(InvalidInputError);
  return (error as InvalidInputError).fieldErrors;
};

describe("setStatus", () => {
  it("records the change and who made it, and nothing when the status is the same", async () => {
    const { db } = tests;
    const lead = await makeContactLead(db);
    expect(await setStatus(db, { kind: lead.kind, id: lead.id, status: "new", actor })).toEqual({
      status: "new",
      changed: false,
    });
    expect(await historyOf(lead.id)).toEqual([]);

    await setStatus(db, { kind: lead.kind, id: lead.id, status: "contacted", actor });
    await setStatus(db, { kind: lead.kind, id: lead.id, status: "won", actor });
    expect(
      await setStatus(db, { kind: lead.kind, id: lead.id, status: "won", actor }),
    ).toMatchObject({ changed: false });

    const [work] = await db.select().from(leadWork).where(eq(leadWork.leadId, lead.id));
    expect(work).toMatchObject({ status: "won", leadKind: "contact_message", anonymisedAt: null });
    const history = await historyOf(lead.id);
    expect(history.map((entry) => [entry.kind, entry.fromValue, entry.toValue])).toEqual([
      ["status", "new", "contacted"],
      ["status", "contacted", "won"],
    ]);
    expect(history[0]).toMatchObject({ actorId: "admin-1", actorEmail: "shaun@example.com" });
  });

  it("returns null for a lead that is not there and refuses an unknown status", async () => {
    const { db } = tests;
    const lead = await makeChatLead(db);
    expect(
      await setStatus(db, { kind: "appointment", id: lead.id, status: "won", actor }),
    ).toBeNull();
    expect(
      await invalid(
        setStatus(db, { kind: lead.kind, id: lead.id, status: "done" as "won", actor }),
      ),
    ).toEqual({ status: leadWorkMessages.status });
    expect(await historyOf(lead.id)).toEqual([]);
  });
});

describe("addNote", () => {
  it("keeps the trimmed note with its author", async () => {
    const { db } = tests;
    const lead = await makeChatLead(db);
    const entry = await addNote(db, {
      kind: lead.kind,
      id: lead.id,
      note: "  Quoted R4 500.\n",
      actor,
    });
    expect(entry).toMatchObject({ kind: "note", note: "Quoted R4 500.", actorEmail: actor.email });
    expect(await historyOf(lead.id)).toHaveLength(1);
  });

  it.each([
    ["empty", ""],
    ["only spaces", "   \n "],
    ["too long", "a".repeat(2001)],
  ])("refuses a note that is %s", async (_, note) => {
    const { db } = tests;
    const lead = await makeChatLead(db);
    expect(await invalid(addNote(db, { kind: lead.kind, id: lead.id, note, actor }))).toEqual({
      note: leadWorkMessages.note,
    });
    expect(await historyOf(lead.id)).toEqual([]);
  });

  it("takes exactly 2000 characters, and returns null for an unknown lead", async () => {
    const { db } = tests;
    const lead = await makeChatLead(db);
    const long = "a".repeat(2000);
    expect((await addNote(db, { kind: lead.kind, id: lead.id, note: long, actor }))?.note).toBe(
      long,
    );
    expect(
      await addNote(db, { kind: lead.kind, id: crypto.randomUUID(), note: "Hello", actor }),
    ).toBeNull();
  });
});

describe("decideBooking", () => {
  const stored = async (id: string) =>
    (await tests.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

  it("confirms the requested slot once", async () => {
    const { db } = tests;
    const booking = await makeBooking(db);
    expect(await decideBooking(db, { id: booking.id, action: "confirm", actor, now })).toEqual({
      id: booking.id,
      status: "confirmed",
      date: "2026-11-24",
      timeWindow: "morning",
      changed: true,
      customerTold: { email: false, whatsapp: false },
      outboxIds: [],
    });
    expect(
      await decideBooking(db, { id: booking.id, action: "confirm", actor, now }),
    ).toMatchObject({ changed: false });
    expect((await historyOf(booking.id)).map((entry) => [entry.fromValue, entry.toValue])).toEqual([
      ["requested 2026-11-24 morning", "confirmed 2026-11-24 morning"],
    ]);
  });

  it("does not confirm a day already past, nor the slot the customer asked to change", async () => {
    const { db } = tests;
    const late = await makeBooking(db);
    // 2026-11-24 is the booking's day; a week later it has passed.
    const weekLater = new Date("2026-12-01T08:00:00Z");
    await expect(
      decideBooking(db, { id: late.id, action: "confirm", actor, now: weekLater }),
    ).rejects.toMatchObject({ fieldErrors: { action: leadWorkMessages.pastSlot } });

    const refused = await makeBooking(db);
    await decideBooking(db, {
      id: refused.id,
      action: "propose",
      date: "2026-11-26",
      timeWindow: "midday",
      actor,
      now,
    });
    // The customer answered "ask for another time" from their status page.
    await db
      .update(appointments)
      .set({ status: "requested" })
      .where(eq(appointments.id, refused.id));
    await db.insert(leadActivity).values({
      leadId: refused.id,
      leadKind: "appointment",
      kind: "booking",
      fromValue: "proposed 2026-11-26 midday",
      toValue: "requested 2026-11-26 midday",
      actorId: null,
      actorEmail: "customer",
    });
    await expect(
      decideBooking(db, { id: refused.id, action: "confirm", actor, now }),
    ).rejects.toMatchObject({ fieldErrors: { action: leadWorkMessages.customerAskedAnother } });
    expect((await stored(refused.id)).status).toBe("requested");
    // Proposing another time is what the customer asked for.
    expect(
      await decideBooking(db, {
        id: refused.id,
        action: "propose",
        date: "2026-11-27",
        timeWindow: "morning",
        actor,
        now,
      }),
    ).toMatchObject({ status: "proposed", changed: true });
  });

  it("proposes another bookable slot, then cancels", async () => {
    const { db } = tests;
    const booking = await makeBooking(db);
    const proposal = {
      id: booking.id,
      action: "propose",
      date: "2026-11-26",
      timeWindow: "midday",
    };
    expect(await decideBooking(db, { ...proposal, action: "propose", actor, now })).toMatchObject({
      status: "proposed",
      date: "2026-11-26",
      timeWindow: "midday",
      changed: true,
    });
    expect(await stored(booking.id)).toMatchObject({
      status: "proposed",
      date: "2026-11-26",
      timeWindow: "midday",
    });
    await decideBooking(db, { id: booking.id, action: "cancel", actor, now });
    expect((await stored(booking.id)).status).toBe("cancelled");
    const history = await historyOf(booking.id);
    expect(history.map((entry) => [entry.kind, entry.toValue])).toEqual([
      ["booking", "proposed 2026-11-26 midday"],
      ["booking", "cancelled 2026-11-26 midday"],
    ]);
  });

  it.each([
    ["no date or window", {}, ["date", "timeWindow"]],
    ["a Sunday", { date: "2026-11-29", timeWindow: "morning" }, ["date"]],
    ["a public holiday", { date: "2026-12-16", timeWindow: "morning" }, ["date"]],
    ["today", { date: "2026-11-21", timeWindow: "morning" }, ["date"]],
    ["an evening window", { date: "2026-11-26", timeWindow: "evening" }, ["timeWindow"]],
    ["the slot already requested", { date: "2026-11-24", timeWindow: "morning" }, ["date"]],
  ])("refuses to propose %s", async (_, change, fields) => {
    const { db } = tests;
    const booking = await makeBooking(db);
    const errors = await invalid(
      decideBooking(db, { id: booking.id, action: "propose", ...change, actor, now }),
    );
    expect(Object.keys(errors).sort()).toEqual(fields);
    expect(await stored(booking.id)).toMatchObject({ status: "requested", date: "2026-11-24" });
    expect(await historyOf(booking.id)).toEqual([]);
  });

  it("refuses an unknown action and returns null for an unknown booking", async () => {
    const { db } = tests;
    const booking = await makeBooking(db);
    expect(
      await invalid(
        decideBooking(db, { id: booking.id, action: "accept" as "confirm", actor, now }),
      ),
    ).toEqual({ action: leadWorkMessages.action });
    expect(
      await decideBooking(db, { id: crypto.randomUUID(), action: "confirm", actor, now }),
    ).toBeNull();
    const contact = await makeContactLead(db);
    expect(await decideBooking(db, { id: contact.id, action: "confirm", actor, now })).toBeNull();
  });
});

describe("decideBooking tells the customer", () => {
  const deliveries = {
    mail: { notifyTo: "office@example.com" },
    customerWhatsApp: { template: "booking_update", language: "en" },
    statusLinks: createStatusLinks("a-test-secret-of-at-least-32-characters"),
  };
  /**
   * The rows queued after the booking was made. By id, not by time: PostgreSQL keeps
   * microseconds, a JavaScript Date only milliseconds, so "created after" would let the
   * booking's own rows in.
   */
  const customerRows = async (id: string, since: ReadonlySet<string>) =>
    (
      await tests.db
        .select()
        .from(outbox)
        .where(eq(outbox.subjectId, id))
        .orderBy(asc(outbox.createdAt))
    ).filter((row) => !since.has(row.id));
  const made = async (overrides = {}) => {
    const booking = await makeBooking(tests.db, overrides);
    const rows = await tests.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(eq(outbox.subjectId, booking.id));
    return { booking, since: new Set(rows.map((row) => row.id)) };
  };

  it("queues an e-mail with the link and the calendar file, and a WhatsApp message, per change", async () => {
    const { db } = tests;
    const { booking, since } = await made();
    const decision = await decideBooking(
      db,
      { id: booking.id, action: "confirm", actor, now },
      deliveries,
    );
    expect(decision).toMatchObject({ customerTold: { email: true, whatsapp: true } });
    const rows = await customerRows(booking.id, since);
    expect(rows.map((row) => row.id).sort()).toEqual([...decision!.outboxIds].sort());
    const email = rows.find((row) => row.kind === "email")!.payload as unknown as MailMessage;
    expect(email.to).toBe("sipho@example.com");
    expect(email.subject).toContain("Your visit is confirmed");
    expect(email.text).toMatch(
      new RegExp(`https://[^ ]+/r/${booking.reference}\\?t=[0-9a-z]+\\.[\\w-]{22}`),
    );
    const link = /\/r\/[^\s]+/.exec(email.text)![0];
    const token = new URL(link, "https://x").searchParams.get("t");
    expect(deliveries.statusLinks.check(booking.reference, token, now)).toBe("valid");
    expect(email.attachments![0]!.content).toContain("STATUS:CONFIRMED");
    expect(email.attachments![0]!.content).toContain("SEQUENCE:1");
    const whatsapp = rows.find((row) => row.kind === "whatsapp")!.payload;
    expect(whatsapp).toMatchObject({ to: "27825550199", template: "booking_update" });

    const cancelled = await decideBooking(
      db,
      { id: booking.id, action: "cancel", actor, now },
      deliveries,
    );
    const cancelMail = (await customerRows(booking.id, since)).find(
      (row) => row.id === cancelled!.outboxIds[0],
    )!.payload as unknown as MailMessage;
    expect(cancelMail.subject).toContain("Your visit is cancelled");
    expect(cancelMail.attachments![0]!.content).toContain("METHOD:CANCEL");
    expect(cancelMail.attachments![0]!.content).toContain("SEQUENCE:2");
  });

  it("queues nothing when nothing changed", async () => {
    const { db } = tests;
    const { booking, since } = await made();
    await decideBooking(db, { id: booking.id, action: "cancel", actor, now }, deliveries);
    const before = (await customerRows(booking.id, since)).length;
    const again = await decideBooking(
      db,
      { id: booking.id, action: "cancel", actor, now },
      deliveries,
    );
    expect(again).toMatchObject({
      changed: false,
      customerTold: { email: false, whatsapp: false },
      outboxIds: [],
    });
    expect(await customerRows(booking.id, since)).toHaveLength(before);
  });

  it("queues no e-mail without SMTP, and none to a customer without an address", async () => {
    const { db } = tests;
    const first = await made();
    const noMail = await decideBooking(
      db,
      { id: first.booking.id, action: "confirm", actor, now },
      { statusLinks: deliveries.statusLinks },
    );
    expect(noMail).toMatchObject({
      changed: true,
      customerTold: { email: false, whatsapp: false },
    });
    expect(await customerRows(first.booking.id, first.since)).toEqual([]);

    const second = await made();
    await db.update(appointments).set({ email: "" }).where(eq(appointments.id, second.booking.id));
    const noAddress = await decideBooking(
      db,
      {
        id: second.booking.id,
        action: "propose",
        date: "2026-11-26",
        timeWindow: "midday",
        actor,
        now,
      },
      deliveries,
    );
    expect(noAddress).toMatchObject({ customerTold: { email: false, whatsapp: true } });
    const rows = await customerRows(second.booking.id, second.since);
    expect(rows.map((row) => row.kind)).toEqual(["whatsapp"]);
    expect((rows[0]!.payload as { parameters: string[] }).parameters[2]).toContain(
      "Thursday 26 November 2026, midday",
    );
  });
});

describe("retryDelivery", () => {
  const policy = { baseDelayMs: 60_000, maxDelayMs: 60_000, maxAttempts: 1 };

  const webhookOf = (leadId: string) => webhookFor(tests.db, leadId);

  it("puts a failed delivery back in the queue and notes it on the lead", async () => {
    const { db } = tests;
    const lead = await makeContactLead(db);
    const webhook = await webhookOf(lead.id);
    const [claimed] = await claimDue(db, 1, webhook.id);
    await recordAttempt(db, claimed!, { ok: false, error: "refused", durationMs: 1 }, policy);
    expect((await webhookOf(lead.id)).status).toBe("failed");

    expect(await retryDelivery(db, { outboxId: webhook.id, actor })).toEqual({
      ok: true,
      id: webhook.id,
      previousStatus: "failed",
    });
    const retried = await webhookOf(lead.id);
    expect(retried.status).toBe("pending");
    expect(retried.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await historyOf(lead.id)).toMatchObject([
      { kind: "retry", leadKind: "contact_message", fromValue: "failed", toValue: "pending" },
    ]);
  });

  it("leaves delivered and in-flight rows alone, and knows no unknown row", async () => {
    const { db } = tests;
    const lead = await makeContactLead(db);
    const webhook = await webhookOf(lead.id);
    await claimDue(db, 1, webhook.id);
    expect(await retryDelivery(db, { outboxId: webhook.id, actor })).toEqual({
      ok: false,
      reason: "in-progress",
    });
    const [claimed] = await db.select().from(outbox).where(eq(outbox.id, webhook.id));
    await recordAttempt(db, claimed!, { ok: true, statusCode: 200, durationMs: 1 }, policy);
    expect(await retryDelivery(db, { outboxId: webhook.id, actor })).toEqual({
      ok: false,
      reason: "delivered",
    });
    expect(await retryDelivery(db, { outboxId: crypto.randomUUID(), actor })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await retryDelivery(db, { outboxId: "nope", actor })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await historyOf(lead.id)).toEqual([]);
  });
});
