import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { makeBooking, makeChatLead } from "#tests/fixtures/test-leads.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db.ts";

import { chatbotSubmissions, leadWork, outbox, pushSubscriptions, user } from "../db/schema";
import { escalateOverdue, type EscalationSettings } from "./escalation";
import { EMERGENCY_SERVICE } from "./waiting-time";

let database: TestDatabase;
const started: string[][] = [];
const processor = { deliverSoon: (ids: readonly string[]) => void started.push([...ids]) };
const settings: EscalationSettings = {
  afterMinutes: 30,
  urgentAfterMinutes: 10,
  push: true,
  whatsapp: { to: "27821112222", template: "new_lead_alert", language: "en" },
  email: "second@example.co.za",
};
/** South Africa is UTC+2 all year. */
const sast = (local: string) => new Date(`${local}+02:00`);

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(user)
    .values({ id: "owner", name: "Owner", email: "o@example.co.za", role: "admin" });
  await database.db.insert(pushSubscriptions).values({
    endpoint: "https://push.example.net/owner-phone",
    p256dh: "k",
    auth: "a",
    userId: "owner",
    label: "Android phone · Chrome",
  });
});
afterAll(() => database.destroy());

const alertsOf = (leadId: string) =>
  database.db.select().from(outbox).where(eq(outbox.subjectId, leadId));
const noDeliveries = { deliveries: { webhook: false } };

describe("escalateOverdue", () => {
  it("alerts again once a lead has waited 30 minutes of opening hours, and only once", async () => {
    const { db } = database;
    // Wednesday 25 November 2026, 17:45: fifteen minutes before closing.
    const lead = await makeBooking(
      db,
      {},
      { ...noDeliveries, createdAt: sast("2026-11-25T17:45:00") },
    );
    expect(await escalateOverdue(db, settings, processor, sast("2026-11-25T21:00:00"))).toBe(0);
    expect(await escalateOverdue(db, settings, processor, sast("2026-11-26T06:14:00"))).toBe(0);
    expect(await escalateOverdue(db, settings, processor, sast("2026-11-26T06:16:00"))).toBe(1);

    const rows = await alertsOf(lead.id);
    expect(rows.map((row) => row.kind).sort()).toEqual(["email", "push", "whatsapp"]);
    const push = rows.find((row) => row.kind === "push")!;
    expect(push.payload).toMatchObject({
      alert: {
        title: expect.stringMatching(/^Still waiting \d+ min: new booking request$/),
        body: "Not sure yet · Elsies River",
        tag: `lead-${lead.id}`,
      },
    });
    expect(rows.find((row) => row.kind === "whatsapp")!.payload).toMatchObject({
      to: "27821112222",
      parameters: [
        expect.stringMatching(/^STILL WAITING \d+ MIN: booking request$/),
        "Not sure yet",
        "Elsies River",
        "Sipho Dlamini on +27 82 555 0199",
        expect.stringContaining(`/admin?lead=appointment/${lead.id}`),
      ],
    });
    expect(rows.find((row) => row.kind === "email")!.payload).toMatchObject({
      to: "second@example.co.za",
    });
    expect(started.at(-1)).toEqual(expect.arrayContaining(rows.map((row) => row.id)));

    expect(await escalateOverdue(db, settings, processor, sast("2026-11-26T09:00:00"))).toBe(0);
    expect(await alertsOf(lead.id)).toHaveLength(3);
  });

  it("alerts about an emergency after 10 minutes, even at night", async () => {
    const { db } = database;
    const lead = await makeBooking(
      db,
      { service: EMERGENCY_SERVICE },
      { ...noDeliveries, createdAt: sast("2026-11-28T23:00:00") },
    );
    expect(await escalateOverdue(db, settings, processor, sast("2026-11-28T23:09:00"))).toBe(0);
    expect(await escalateOverdue(db, settings, processor, sast("2026-11-28T23:11:00"))).toBe(1);
    expect((await alertsOf(lead.id)).length).toBeGreaterThan(0);
  });

  it("treats a chat call-back that described danger as an emergency, and an ordinary one not", async () => {
    const { db } = database;
    const createdAt = sast("2026-11-29T21:00:00");
    const danger = await makeChatLead(db, {}, { ...noDeliveries, createdAt });
    await db
      .update(chatbotSubmissions)
      .set({ urgent: true })
      .where(eq(chatbotSubmissions.id, danger.id));
    const ordinary = await makeChatLead(db, {}, { ...noDeliveries, createdAt });
    expect(await escalateOverdue(db, settings, processor, sast("2026-11-29T21:09:00"))).toBe(0);
    expect(await escalateOverdue(db, settings, processor, sast("2026-11-29T21:11:00"))).toBe(1);
    expect((await alertsOf(danger.id)).length).toBeGreaterThan(0);
    expect(await alertsOf(ordinary.id)).toHaveLength(0);
  });

  it("does not alert about leads whose time ran out hours ago (a first deploy, a long outage)", async () => {
    const { db } = database;
    const lead = await makeBooking(
      db,
      {},
      { ...noDeliveries, createdAt: sast("2026-12-02T08:00:00") },
    );
    expect(await escalateOverdue(db, settings, processor, sast("2026-12-02T12:00:00"))).toBe(0);
    expect(await alertsOf(lead.id)).toHaveLength(0);
  });

  it("leaves alone a lead someone has worked", async () => {
    const { db } = database;
    const lead = await makeBooking(
      db,
      {},
      { ...noDeliveries, createdAt: sast("2026-11-30T08:00:00") },
    );
    await db.insert(leadWork).values({ leadId: lead.id, leadKind: lead.kind, status: "contacted" });
    expect(await escalateOverdue(db, settings, processor, sast("2026-11-30T12:00:00"))).toBe(0);
    expect(await alertsOf(lead.id)).toHaveLength(0);
  });

  it("escalates a lead once when two copies of the server check at the same moment", async () => {
    const { db } = database;
    const lead = await makeBooking(
      db,
      {},
      { ...noDeliveries, createdAt: sast("2026-12-01T08:00:00") },
    );
    const at = sast("2026-12-01T09:00:00");
    const counts = await Promise.all([
      escalateOverdue(db, settings, processor, at),
      escalateOverdue(db, settings, processor, at),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    const rows = await db
      .select()
      .from(outbox)
      .where(inArray(outbox.subjectId, [lead.id]));
    expect(rows).toHaveLength(3);
  });

  it("escalates every waiting lead, however many came in (not only the newest page)", async () => {
    const { db } = database;
    const createdAt = sast("2026-12-03T08:00:00");
    const leads = [];
    for (let index = 0; index < 105; index += 1) {
      leads.push(await makeBooking(db, {}, { ...noDeliveries, createdAt }));
    }
    const pushOnly = { ...settings, whatsapp: undefined, email: undefined };
    const at = sast("2026-12-03T08:31:00");
    expect(await escalateOverdue(db, pushOnly, processor, at)).toBe(105);
    const rows = await db
      .select({ subjectId: outbox.subjectId })
      .from(outbox)
      .where(
        inArray(
          outbox.subjectId,
          leads.map((lead) => lead.id),
        ),
      );
    expect(new Set(rows.map((row) => row.subjectId)).size).toBe(105);
    expect(await escalateOverdue(db, pushOnly, processor, at)).toBe(0);
  });
});
