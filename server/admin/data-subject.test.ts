import { eq, inArray } from "drizzle-orm";
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

import {
  chatFlows,
  chatTranscripts,
  deliveryAttempts,
  leadActivity,
  leadWork,
  outbox,
} from "../db/schema";
import {
  eraseSubject,
  exportSubject,
  findSubject,
  subjectMessages,
  summariseSubject,
} from "./data-subject";
import { InvalidInputError } from "./invalid-input";
import { addNote, setStatus } from "./lead-work";

const tests = setUpAdminTests();
const actor = tests.admin;

let households = 0;

/** One person's three leads (one found only by phone, one only by e-mail), and a stranger's. */
async function household(tag: string) {
  const { db } = tests;
  const email = `naledi.${tag}@example.com`;
  households += 1;
  const digits = String(5_550_000 + households);
  const chat = await makeChatLead(db, { email: email.toUpperCase(), phone: `072 ${digits}` });
  const contact = await makeContactLead(db, { email, phone: "011 000 0000" });
  const booking = await makeBooking(db, {
    email: "other@example.com",
    phone: `+27 72 ${digits.slice(0, 3)} ${digits.slice(3)}`,
  });
  const stranger = await makeContactLead(db, { email: `someone.${tag}@example.com` });
  await setStatus(db, { kind: contact.kind, id: contact.id, status: "contacted", actor });
  await addNote(db, { kind: chat.kind, id: chat.id, note: "Asked for Naledi.", actor });
  await addNote(db, { kind: stranger.kind, id: stranger.id, note: "Not Naledi.", actor });
  await failWebhook(db, chat.id, {}, { baseDelayMs: 1, maxDelayMs: 1, maxAttempts: 3 });
  return { email, phone: `072${digits}`, chat, contact, booking, stranger };
}

const sorted = (leads: MadeLead[]) => leads.map((lead) => lead.id).sort();

describe("findSubject", () => {
  it("finds a person by e-mail in any case, by phone written any way, or by either", async () => {
    const { db } = tests;
    const people = await household("find");
    const byEmail = await findSubject(db, { email: `  ${people.email.toUpperCase()} ` });
    expect(byEmail.leads.map((lead) => lead.id).sort()).toEqual(
      sorted([people.chat, people.contact]),
    );
    const byPhone = await findSubject(db, { phone: `+27 ${people.phone.slice(1)}` });
    expect(byPhone.leads.map((lead) => lead.id).sort()).toEqual(
      sorted([people.chat, people.booking]),
    );
    const both = await findSubject(db, { email: people.email, phone: people.phone });
    expect(both.leads.map((lead) => lead.id).sort()).toEqual(
      sorted([people.chat, people.contact, people.booking]),
    );
    expect(both.query).toEqual({ email: people.email, phone: people.phone });
  });

  it("brings every record: the row, transcript, status, history, deliveries and attempts", async () => {
    const { db } = tests;
    const people = await household("records");
    const { leads } = await findSubject(db, { email: people.email });
    const chat = leads.find((lead) => lead.kind === "chatbot_submission")!;
    expect(chat.record).toMatchObject({
      name: "Thandi Mokoena",
      description: expect.any(String),
      address: "14 Oak Street, Parow",
    });
    expect(chat.reference).toBe(people.chat.reference);
    expect(chat.transcript).toHaveLength(2);
    expect(chat.activity).toMatchObject([{ kind: "note", note: "Asked for Naledi." }]);
    expect(chat.deliveries).toHaveLength(3);
    const webhook = chat.deliveries.find((delivery) => delivery.kind === "webhook")!;
    expect(webhook.payload).toMatchObject({ record: { address: "14 Oak Street, Parow" } });
    expect(webhook.attemptLog).toMatchObject([{ attempt: 1, ok: false, error: "down" }]);
    const contact = leads.find((lead) => lead.kind === "contact_message")!;
    expect(contact.work).toMatchObject({ status: "contacted", anonymisedAt: null });
    expect(contact.transcript).toBeNull();

    expect(
      summariseSubject({ query: { email: people.email }, leads, chatFlows: [] }).totals,
    ).toEqual({
      leads: 2,
      transcripts: 1,
      deliveries: 6,
      deliveryAttempts: 1,
      activities: 2,
      chatFlows: 0,
    });
  });

  it.each([
    ["nothing", {}, { email: subjectMessages.missing }],
    ["blanks", { email: " ", phone: "" }, { email: subjectMessages.missing }],
    ["a broken e-mail", { email: "naledi@" }, { email: subjectMessages.email }],
    ["a wildcard", { email: "%" }, { email: subjectMessages.email }],
    ["a short number", { phone: "555 1234" }, { phone: subjectMessages.phone }],
  ])("refuses %s", async (_, query, errors) => {
    const error = await findSubject(tests.db, query).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).fieldErrors).toEqual(errors);
  });

  it("finds nobody when nobody matches", async () => {
    expect(await findSubject(tests.db, { email: "nobody@example.com" })).toEqual({
      query: { email: "nobody@example.com" },
      leads: [],
      chatFlows: [],
    });
  });

  it("finds the call-back flows the person has not finished, by e-mail or phone", async () => {
    const { db } = tests;
    const flow = await makeChatFlow(db, {
      step: "service",
      values: { name: "Lerato Khumalo", phone: "083 555 7001", email: "Lerato.K@example.com" },
    });
    const early = await makeChatFlow(db, {
      step: "email",
      values: { name: "Lerato Khumalo", phone: "+27 83 555 7001" },
    });
    await makeChatFlow(db, { values: { name: "Someone Else", email: "else@example.com" } });

    const byEmail = await findSubject(db, { email: "lerato.k@example.com" });
    expect(byEmail.leads).toEqual([]);
    expect(byEmail.chatFlows.map((found) => found.id)).toEqual([flow.id]);
    expect(byEmail.chatFlows[0]).toMatchObject({
      values: flow.values,
      transcript: flow.transcript,
    });
    const byPhone = await findSubject(db, { phone: "0835557001" });
    expect(byPhone.chatFlows.map((found) => found.id).sort()).toEqual([flow.id, early.id].sort());
    expect(summariseSubject(byPhone).totals).toMatchObject({ leads: 0, chatFlows: 2 });

    const exported = await exportSubject(db, { phone: "0835557001" });
    expect(exported.chatFlows.map((found) => found.values.name)).toEqual([
      "Lerato Khumalo",
      "Lerato Khumalo",
    ]);
  });
});

describe("exportSubject", () => {
  it("is plain JSON with the time it was made", async () => {
    const { db } = tests;
    const people = await household("export");
    const exported = await exportSubject(
      db,
      { phone: people.phone },
      new Date("2026-11-22T08:00:00Z"),
    );
    expect(exported.generatedAt).toBe("2026-11-22T08:00:00.000Z");
    expect(exported.leads).toHaveLength(2);
    expect(JSON.parse(JSON.stringify(exported))).toEqual(exported);
    expect(typeof exported.leads[0]!.record.createdAt).toBe("string");
  });
});

describe("eraseSubject", () => {
  it("deletes the person's leads and everything hanging off them, and nobody else's", async () => {
    const { db } = tests;
    const people = await household("erase");
    const theirs = [people.chat, people.contact, people.booking];
    const ids = theirs.map((lead) => lead.id);
    const outboxIds = (await db.select().from(outbox).where(inArray(outbox.subjectId, ids))).map(
      (row) => row.id,
    );
    const strangerOutbox = await db
      .select()
      .from(outbox)
      .where(eq(outbox.subjectId, people.stranger.id));

    const receipt = await eraseSubject(db, {
      email: people.email,
      phone: people.phone,
      actor,
      now: new Date("2026-11-22T08:00:00Z"),
    });
    expect(receipt).toEqual({
      leads: { chatbot_submission: 1, contact_message: 1, appointment: 1 },
      transcripts: 1,
      deliveries: 9,
      deliveryAttempts: 1,
      leadWork: 1,
      leadActivity: 2,
      chatFlows: 0,
      erasedBy: "shaun@example.com",
      erasedAt: new Date("2026-11-22T08:00:00Z"),
    });

    for (const lead of theirs) expect(await storedLead(db, lead)).toBeUndefined();
    expect(await db.select().from(outbox).where(inArray(outbox.subjectId, ids))).toEqual([]);
    expect(
      await db.select().from(deliveryAttempts).where(inArray(deliveryAttempts.outboxId, outboxIds)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(chatTranscripts)
        .where(eq(chatTranscripts.submissionId, people.chat.id)),
    ).toEqual([]);
    expect(await db.select().from(leadWork).where(inArray(leadWork.leadId, ids))).toEqual([]);
    expect(await db.select().from(leadActivity).where(inArray(leadActivity.leadId, ids))).toEqual(
      [],
    );

    expect(await storedLead(db, people.stranger)).toBeDefined();
    expect(await db.select().from(outbox).where(eq(outbox.subjectId, people.stranger.id))).toEqual(
      strangerOutbox,
    );
    expect(
      await db.select().from(leadActivity).where(eq(leadActivity.leadId, people.stranger.id)),
    ).toHaveLength(1);
    expect((await findSubject(db, { email: people.email })).leads).toEqual([]);
  });

  it("deletes the person's unfinished call-back flows, and nobody else's", async () => {
    const { db } = tests;
    const theirs = await makeChatFlow(db, {
      values: { name: "Sizwe Ndlovu", phone: "084 555 7002", email: "sizwe@example.com" },
    });
    const other = await makeChatFlow(db, {
      values: { name: "Other Person", phone: "084 555 9999", email: "other.flow@example.com" },
    });
    const receipt = await eraseSubject(db, { phone: "+27 84 555 7002", actor });
    expect(receipt).toMatchObject({
      leads: { chatbot_submission: 0, contact_message: 0, appointment: 0 },
      chatFlows: 1,
    });
    const left = await db
      .select({ id: chatFlows.id })
      .from(chatFlows)
      .where(inArray(chatFlows.id, [theirs.id, other.id]));
    expect(left).toEqual([{ id: other.id }]);
  });

  it("refuses a query that names nobody in particular and deletes nothing", async () => {
    const { db } = tests;
    const people = await household("refuse");
    await expect(eraseSubject(db, { actor })).rejects.toBeInstanceOf(InvalidInputError);
    await expect(eraseSubject(db, { phone: "0", actor })).rejects.toBeInstanceOf(InvalidInputError);
    expect(await storedLead(db, people.chat)).toBeDefined();
  });

  it("answers with zero counts when nobody matches", async () => {
    const receipt = await eraseSubject(tests.db, { email: "nobody@example.com", actor });
    expect(receipt.leads).toEqual({ chatbot_submission: 0, contact_message: 0, appointment: 0 });
    expect(receipt.deliveries).toBe(0);
  });
});
