import { describe, expect, it } from "vitest";

import {
  makeBooking,
  makeChatLead,
  makeContactLead,
  failWebhook,
} from "#tests/fixtures/test-leads.ts";
import { setUpAdminTests } from "#tests/setup/admin-tests.ts";

import { leadWork } from "../db/schema";
import { getLead } from "./lead-detail";
import { addNote, setStatus } from "./lead-work";

const tests = setUpAdminTests();
const actor = tests.admin;
const options = { retentionDays: 730, now: new Date("2026-11-22T08:00:00Z") };

describe("getLead", () => {
  it("shows a chat lead with its address, its transcript and every delivery", async () => {
    const { db } = tests;
    const chat = await makeChatLead(db, {}, { createdAt: new Date("2026-11-20T10:00:00Z") });
    await failWebhook(
      db,
      chat.id,
      { statusCode: 503, error: "HTTP 503", durationMs: 12 },
      { baseDelayMs: 60_000, maxDelayMs: 60_000, maxAttempts: 5 },
    );

    const detail = await getLead(db, "chatbot_submission", chat.id, options);
    expect(detail).toMatchObject({
      kind: "chatbot_submission",
      id: chat.id,
      reference: chat.reference,
      status: "new",
      serviceTitle: "Electrical Repairs and Fault-Finding",
      createdAt: new Date("2026-11-20T10:00:00Z"),
      history: [],
      anonymiseOn: new Date("2028-11-19T10:00:00Z"),
      anonymiseDue: false,
      anonymisedAt: null,
      lead: {
        name: "Thandi Mokoena",
        phone: "082-555-1234",
        description: "The geyser trips the main switch every morning.",
        privacyNotice: "2026-11",
        address: "14 Oak Street, Parow",
      },
      transcript: [
        { sender: "bot", message: "Hi! How can we help?" },
        { sender: "user", message: "My geyser trips the main switch." },
      ],
    });
    expect(detail!.deliveries.map((delivery) => [delivery.kind, delivery.to]).sort()).toEqual([
      ["email", "office@example.com"],
      ["email", "thandi@example.com"],
      ["webhook", null],
    ]);
    const failed = detail!.deliveries.find((delivery) => delivery.kind === "webhook")!;
    expect(failed).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "HTTP 503",
      deliveredAt: null,
      attemptLog: [{ attempt: 1, ok: false, statusCode: 503, error: "HTTP 503", durationMs: 12 }],
    });
    expect(failed.nextAttemptAt).toBeInstanceOf(Date);
  });

  it("shows a chat lead's address when no webhook carried it", async () => {
    const { db } = tests;
    const chat = await makeChatLead(
      db,
      { location: "3 Frans Conradie Drive, Bellville" },
      { deliveries: { webhook: false } },
    );
    const detail = await getLead(db, "chatbot_submission", chat.id, options);
    expect(detail).toMatchObject({
      deliveries: [],
      lead: { address: "3 Frans Conradie Drive, Bellville" },
    });
  });

  it("shows a booking with its slot and the history newest first", async () => {
    const { db } = tests;
    const booking = await makeBooking(db);
    await setStatus(db, { kind: "appointment", id: booking.id, status: "contacted", actor });
    await addNote(db, { kind: "appointment", id: booking.id, note: "Left a voicemail.", actor });
    const detail = await getLead(db, "appointment", booking.id, options);
    expect(detail).toMatchObject({
      kind: "appointment",
      status: "contacted",
      serviceTitle: "Not sure yet",
      slot: "Tuesday 24 November 2026, morning (06:00 to 10:00)",
      transcript: null,
      lead: { address: "12 Voortrekker Road", suburb: "Elsies River", status: "requested" },
    });
    expect(detail!.history.map((entry) => [entry.kind, entry.toValue, entry.note])).toEqual([
      ["note", null, "Left a voicemail."],
      ["status", "contacted", null],
    ]);
    expect(detail!.history[0]).toMatchObject({
      actorId: "admin-1",
      actorEmail: "shaun@example.com",
    });
  });

  it("says when a contact message is due for anonymising, and when it was", async () => {
    const { db } = tests;
    const old = await makeContactLead(db, {}, { createdAt: new Date("2024-01-01T00:00:00Z") });
    const due = await getLead(db, "contact_message", old.id, options);
    expect(due).toMatchObject({
      kind: "contact_message",
      transcript: null,
      anonymiseOn: new Date("2025-12-31T00:00:00Z"),
      anonymiseDue: true,
    });
    const anonymisedAt = new Date("2026-01-01T00:00:00Z");
    await db.insert(leadWork).values({ leadId: old.id, leadKind: old.kind, anonymisedAt });
    expect(await getLead(db, "contact_message", old.id, options)).toMatchObject({
      anonymiseDue: false,
      anonymisedAt,
    });
  });

  it("returns null for an unknown lead, the wrong kind or an id that is no UUID", async () => {
    const { db } = tests;
    const contact = await makeContactLead(db);
    expect(await getLead(db, "appointment", contact.id, options)).toBeNull();
    expect(await getLead(db, "contact_message", crypto.randomUUID(), options)).toBeNull();
    expect(await getLead(db, "contact_message", "not-a-uuid", options)).toBeNull();
  });
});
