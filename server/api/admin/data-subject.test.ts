import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import {
  makeBooking,
  makeChatFlow,
  makeChatLead,
  makeContactLead,
  storedLead,
} from "#tests/fixtures/test-leads.ts";
import { setUpAdminApiTests } from "#tests/setup/admin-tests.ts";

import { subjectMessages } from "../../admin/data-subject";
import { deliveryAttempts, outbox } from "../../db/schema";

const api = setUpAdminApiTests();
const { admin, call, fieldErrorsOf, failWebhook } = api;

describe("data-subject requests", () => {
  async function person(tag: string, digits: string) {
    const { db } = api;
    const email = `zanele.${tag}@example.com`;
    const chat = await makeChatLead(db, { email, phone: `083 ${digits}` });
    const booking = await makeBooking(db, {
      email: `Zanele.${tag}@Example.com`,
      phone: "010 000 0000",
    });
    const other = await makeContactLead(db, {
      email: `other.${tag}@example.com`,
      phone: "010 000 0000",
    });
    await failWebhook(chat);
    // A second request, still being typed into the chat.
    const flow = await makeChatFlow(db, {
      step: "service",
      values: { name: "Zanele Dube", phone: `083 ${digits}`, email },
    });
    return { email, phone: `+27 83 ${digits}`, chat, booking, other, flow };
  }

  it("summarises what is held about a person", async () => {
    const subject = await person("summary", "111 0001");
    const reply = await call(`/data-subject?email=${encodeURIComponent(subject.email)}&phone=`);
    expect(reply.status).toBe(200);
    expect(reply.json.totals).toEqual({
      leads: 2,
      transcripts: 1,
      deliveries: 6,
      deliveryAttempts: 1,
      activities: 0,
      chatFlows: 1,
    });
    expect((reply.json.leads as { id: string }[]).map((lead) => lead.id).sort()).toEqual(
      [subject.chat.id, subject.booking.id].sort(),
    );
  });

  it("refuses a look-up that names nobody in particular", async () => {
    const reply = await call("/data-subject?email=&phone=");
    expect(reply.status).toBe(422);
    expect(fieldErrorsOf(reply)).toEqual({ email: subjectMessages.missing });
    expect(fieldErrorsOf(await call("/data-subject?phone=12345"))).toEqual({
      phone: subjectMessages.phone,
    });
    expect((await call("/data-subject/export?email=%25")).status).toBe(422);
  });

  it("exports everything as a JSON download", async () => {
    const subject = await person("export", "111 0002");
    const reply = await call(`/data-subject/export?phone=${encodeURIComponent(subject.phone)}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(reply.headers.get("content-disposition")).toBe(
      'attachment; filename="personal-data-2026-11-21.json"',
    );
    expect(reply.json).toMatchObject({
      generatedAt: "2026-11-21T20:00:00.000Z",
      query: { phone: subject.phone },
      leads: [{ kind: "chatbot_submission", id: subject.chat.id, transcript: [{}, {}] }],
      chatFlows: [{ id: subject.flow.id, step: "service", values: { name: "Zanele Dube" } }],
    });
  });

  it("erases only after ERASE is typed, and leaves other people's leads alone", async () => {
    const { db } = api;
    const subject = await person("erase", "111 0003");
    const ids = [subject.chat.id, subject.booking.id];
    const outboxIds = (await db.select().from(outbox).where(inArray(outbox.subjectId, ids))).map(
      (row) => row.id,
    );
    expect(outboxIds).toHaveLength(6);

    const unconfirmed = await call("/data-subject/erase", { body: { email: subject.email } });
    expect(unconfirmed.status).toBe(422);
    expect(fieldErrorsOf(unconfirmed)).toEqual({ confirm: subjectMessages.confirm });
    const lowercase = await call("/data-subject/erase", {
      body: { email: subject.email, confirm: "erase" },
    });
    expect(fieldErrorsOf(lowercase)).toEqual({ confirm: subjectMessages.confirm });
    const nobody = await call("/data-subject/erase", { body: { confirm: "ERASE" } });
    expect(fieldErrorsOf(nobody)).toEqual({ email: subjectMessages.missing });
    expect(await storedLead(db, subject.chat)).toBeDefined();

    const reply = await call("/data-subject/erase", {
      body: { email: subject.email, phone: subject.phone, confirm: "ERASE" },
    });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({
      leads: { chatbot_submission: 1, contact_message: 0, appointment: 1 },
      transcripts: 1,
      deliveries: 6,
      deliveryAttempts: 1,
      leadWork: 0,
      leadActivity: 0,
      chatFlows: 1,
      erasedBy: admin.email,
      erasedAt: "2026-11-21T20:00:00.000Z",
    });
    expect(await storedLead(db, subject.chat)).toBeUndefined();
    expect(await storedLead(db, subject.booking)).toBeUndefined();
    expect(await db.select().from(outbox).where(inArray(outbox.subjectId, ids))).toEqual([]);
    expect(
      await db.select().from(deliveryAttempts).where(inArray(deliveryAttempts.outboxId, outboxIds)),
    ).toEqual([]);
    // The other person shares a phone number with the booking, but not the one asked about.
    expect(await storedLead(db, subject.other)).toBeDefined();
    expect(
      await db.select().from(outbox).where(eq(outbox.subjectId, subject.other.id)),
    ).toHaveLength(3);
    expect(
      (await call(`/data-subject?email=${encodeURIComponent(subject.email)}`)).json.totals,
    ).toMatchObject({
      leads: 0,
      chatFlows: 0,
    });
  });

  it("refuses an erase body that is not JSON", async () => {
    const reply = await call("/data-subject/erase", {
      body: "email=a@example.com&confirm=ERASE",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(reply.status).toBe(415);
  });
});
