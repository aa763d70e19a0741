import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { exampleBooking, exampleContact } from "#tests/fixtures/test-leads.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db.ts";

import {
  chatbotSubmissions,
  chatTranscripts,
  contactMessages,
  outbox,
  pushSubscriptions,
  user,
} from "../db/schema";
import { saveChatLead } from "./chat-leads";
import { saveBooking, saveContactMessage } from "./form-leads";
import { recordLead, type DeliverySettings, type LeadContext } from "./record-lead";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const everything: DeliverySettings = { webhook: true, mail: { notifyTo: "office@example.com" } };

/** A context whose outbox records what it was asked to deliver, and whether it was committed. */
function contextWith(deliveries: DeliverySettings = everything) {
  const started: { ids: string[]; committed: number }[] = [];
  const context: LeadContext = {
    db: database.db,
    deliveries,
    now: new Date("2026-11-21T10:00:00Z"),
    outbox: {
      deliverSoon(ids) {
        // Counted later: the rows must be visible outside the lead's transaction by now.
        started.push({ ids: [...ids], committed: -1 });
      },
    },
  };
  const committed = async () => {
    for (const call of started) {
      call.committed = call.ids.length
        ? (await database.db.select().from(outbox).where(inArray(outbox.id, call.ids))).length
        : 0;
    }
    return started;
  };
  return { context, committed };
}

const contact = exampleContact;

const chatLead = {
  name: "Thandi Mokoena",
  phone: "082 555 0101",
  email: "thandi@example.com",
  service: "Repairs",
  description: "The kitchen plugs trip whenever it rains.",
  location: "12 Voortrekker Road, Parow",
};

describe("recordLead", () => {
  it("commits a contact message with its webhook and two e-mails, then starts delivering them", async () => {
    const { context, committed } = contextWith();
    const saved = await saveContactMessage(context, contact);
    expect(saved.reference).toMatch(/^CT-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);

    const rows = await database.db.select().from(outbox).where(eq(outbox.subjectId, saved.id));
    expect(rows.map((row) => row.kind).sort()).toEqual(["email", "email", "webhook"]);
    expect(rows.every((row) => row.subjectType === "contact_message")).toBe(true);
    const webhook = rows.find((row) => row.kind === "webhook")!;
    expect(webhook.payload).toMatchObject({
      type: "contact_message",
      record: { id: saved.id, reference: saved.reference, name: contact.name },
    });
    // Started once, webhook first, after the commit: every row was already visible.
    expect(await committed()).toEqual([
      { ids: [webhook.id, ...saved.queued.mailIds], committed: 3 },
    ]);
    expect(saved.queued.webhookId).toBe(webhook.id);
  });

  it("gives a booking a BK reference and a chat lead the start of its id after CH", async () => {
    const booking = await saveBooking(contextWith().context, exampleBooking);
    expect(booking.reference).toMatch(/^BK-/);

    const chat = await saveChatLead(contextWith().context, {
      lead: chatLead,
      notice: { version: "chat-2026-11", shownAt: new Date("2026-11-21T09:58:00Z") },
      transcript: [{ sender: "user", message: "Please call me back" }],
    });
    expect(chat.reference).toBe(`CH-${chat.id.slice(0, 8).toUpperCase()}`);
    const [row] = await database.db
      .select()
      .from(chatbotSubmissions)
      .where(eq(chatbotSubmissions.id, chat.id));
    expect(row).toMatchObject({
      name: chatLead.name,
      privacyNotice: "chat-2026-11",
      privacyNoticeShownAt: new Date("2026-11-21T09:58:00Z"),
    });
  });

  it("sends no confirmation to a visitor without an e-mail address, and queues nothing unconfigured", async () => {
    const { context, committed } = contextWith();
    const saved = await saveContactMessage(context, { ...contact, email: "" });
    expect(saved.queued.mailIds).toHaveLength(1);

    const bare = contextWith({ webhook: false });
    const quiet = await saveContactMessage(bare.context, contact);
    expect(quiet.queued).toEqual({ mailIds: [], alertIds: [] });
    expect(await bare.committed()).toEqual([{ ids: [], committed: 0 }]);
    expect((await committed())[0]?.committed).toBe(2);
  });

  it("alerts every subscribed device and the owner's WhatsApp, saying on the lock screen only what and where", async () => {
    await database.db.insert(user).values({
      id: "alerts-owner",
      name: "Owner",
      email: "alerts-owner@example.com",
      role: "admin",
    });
    await database.db.insert(pushSubscriptions).values(
      [1, 2].map((n) => ({
        endpoint: `https://push.example.net/${n}`,
        p256dh: "k",
        auth: "a",
        userId: "alerts-owner",
        label: "phone",
      })),
    );
    const whatsapp = { to: "27821234567", template: "new_lead_alert", language: "en" };
    const { context, committed } = contextWith({ ...everything, push: true, whatsapp });
    const chat = await saveChatLead(context, {
      lead: chatLead,
      notice: { version: "chat-2026-11", shownAt: new Date() },
      transcript: [{ sender: "user", message: "Please call me back" }],
    });
    const rows = await database.db.select().from(outbox).where(eq(outbox.subjectId, chat.id));
    const pushes = rows.filter((row) => row.kind === "push");
    expect(pushes).toHaveLength(2);
    expect(pushes[0]!.payload).toMatchObject({
      alert: {
        title: "New chat call-back request",
        body: "Repairs · Parow",
        url: `/admin?lead=chatbot_submission/${chat.id}`,
      },
    });
    expect(JSON.stringify(pushes.map((row) => row.payload))).not.toMatch(
      /Thandi|082|Voortrekker|@/,
    );
    const [message] = rows.filter((row) => row.kind === "whatsapp");
    expect(message!.payload).toMatchObject({
      to: "27821234567",
      template: "new_lead_alert",
      parameters: [
        "chat call-back request",
        "Repairs",
        "Parow",
        "Thandi Mokoena on 082 555 0101",
        expect.stringMatching(new RegExp(`/admin\\?lead=chatbot_submission/${chat.id}$`)),
      ],
    });
    // Alerts start with the rest, after the commit.
    expect((await committed())[0]).toMatchObject({ committed: rows.length });
    expect(chat.queued.alertIds).toHaveLength(3);
    await database.db.delete(user).where(eq(user.id, "alerts-owner"));
  });

  it("leaves nothing behind, and starts nothing, when a step inside the transaction fails", async () => {
    const { context, committed } = contextWith();
    const before = await database.db.select().from(outbox);
    await expect(
      saveChatLead(context, {
        lead: chatLead,
        notice: { version: "chat-2026-11", shownAt: new Date() },
        transcript: [{ sender: "user", message: "hello" }],
        completes: async () => {
          throw new Error("the flow is gone");
        },
      }),
    ).rejects.toThrow("the flow is gone");
    // A failure after the row is written rolls the row back too.
    await expect(
      recordLead(context, {
        kind: "contact_message",
        insert: async (tx, { id, reference }) => {
          await tx.insert(contactMessages).values({
            id,
            reference,
            name: "Half Saved",
            phone: "021 555 0101",
            email: "half@example.com",
            message: "Never kept.",
            privacyNotice: "p",
            consentAt: new Date(),
            marketingOptIn: false,
            marketingAnsweredAt: new Date(),
          });
          throw new Error("disk full");
        },
        webhookRecord: () => ({}),
        mail: () => ({ name: "", email: "", phone: "", details: [] }),
        alert: () => ({}),
      }),
    ).rejects.toThrow("disk full");
    expect(
      await database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.name, "Half Saved")),
    ).toEqual([]);
    expect(await database.db.select().from(outbox)).toHaveLength(before.length);
    expect(await committed()).toEqual([]);
  });

  it("keeps a chat lead's transcript with it", async () => {
    const transcript = [
      { sender: "user" as const, message: "Please call me back", at: "2026-11-21T09:58:00.000Z" },
      {
        sender: "bot" as const,
        message: "What is your full name?",
        at: "2026-11-21T09:58:01.000Z",
      },
    ];
    const saved = await saveChatLead(contextWith().context, {
      lead: chatLead,
      notice: { version: "chat-2026-11", shownAt: new Date() },
      transcript,
    });
    const [stored] = await database.db
      .select()
      .from(chatTranscripts)
      .where(eq(chatTranscripts.submissionId, saved.id));
    expect(stored?.messages).toEqual(transcript);
  });
});
