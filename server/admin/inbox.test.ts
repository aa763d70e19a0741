import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  makeBooking,
  makeChatLead,
  makeContactLead,
  type MadeLead,
} from "#tests/fixtures/test-leads.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db.ts";

import { chatbotSubmissions, leadWork } from "../db/schema";
import { exportLeads, listLeads } from "./inbox";

let database: TestDatabase;
let chat: MadeLead;
let contact: MadeLead;
let booking: MadeLead;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  chat = await makeChatLead(db, {}, { createdAt: new Date("2026-11-20T10:00:00Z") });
  contact = await makeContactLead(
    db,
    { name: "Anna O'Brien", email: "Anna.OBrien@Example.com", phone: "(021) 555-0101" },
    { createdAt: new Date("2026-11-19T10:00:00Z") },
  );
  booking = await makeBooking(db, {}, { createdAt: new Date("2026-11-21T10:00:00Z") });
  await db
    .insert(leadWork)
    .values({ leadId: contact.id, leadKind: contact.kind, status: "quoted" });
});

afterAll(() => database.destroy());

/** Saturday 21 November 2026, 13:30 in Cape Town: the booking (12:00) has waited 90 minutes. */
const now = new Date("2026-11-21T11:30:00Z");
const list = (options: Parameters<typeof listLeads>[1] = {}) =>
  listLeads(database.db, options, now);
const idsOf = async (options: Parameters<typeof listLeads>[1]) =>
  (await list(options)).leads.map((lead) => lead.id);

describe("listLeads", () => {
  it("lists all three kinds in one shape, newest first, new unless worked", async () => {
    const page = await list({});
    expect(page).toMatchObject({ total: 3, newTotal: 2, page: 1, pageSize: 25 });
    expect(page.leads.map((lead) => lead.id)).toEqual([booking.id, chat.id, contact.id]);
    const [first, second, third] = page.leads;
    expect(first).toEqual({
      kind: "appointment",
      id: booking.id,
      reference: booking.reference,
      name: "Sipho Dlamini",
      phone: "+27 82 555 0199",
      email: "sipho@example.com",
      service: "not-sure",
      serviceTitle: "Not sure yet",
      suburb: "Elsies River",
      address: "12 Voortrekker Road",
      status: "new",
      booking: { date: "2026-11-24", timeWindow: "morning", status: "requested" },
      createdAt: new Date("2026-11-21T10:00:00Z"),
      anonymisedAt: null,
      waitingMinutes: 90,
      urgent: false,
      language: "en",
    });
    expect(second).toMatchObject({
      kind: "chatbot_submission",
      reference: chat.reference,
      serviceTitle: "Electrical Repairs and Fault-Finding",
      suburb: "",
      address: "14 Oak Street, Parow",
      booking: null,
      urgent: false,
    });
    expect(third).toMatchObject({
      kind: "contact_message",
      status: "quoted",
      suburb: "Bellville",
      address: "",
      waitingMinutes: null,
    });
  });

  it.each([
    ["082 555 1234", "chat"],
    ["0825551234", "chat"],
    ["+27 82 555 1234", "chat"],
    ["27825551234", "chat"],
    ["555 01", "contact and booking"],
    ["0215550101", "contact"],
    ["anna.obrien@EXAMPLE", "contact"],
    ["thandi", "chat"],
    ["SIPHO DL", "booking"],
  ])("finds %s in the %s lead", async (q, expected) => {
    const ids = await idsOf({ q });
    const wanted = {
      chat: [chat.id],
      contact: [contact.id],
      booking: [booking.id],
      "contact and booking": [booking.id, contact.id],
    }[expected];
    expect(ids).toEqual(wanted);
  });

  it("finds a lead by its reference, in any case", async () => {
    expect(await idsOf({ q: booking.reference.toLowerCase() })).toEqual([booking.id]);
    expect(await idsOf({ q: chat.reference })).toEqual([chat.id]);
  });

  it("treats % and _ in a search as the characters themselves", async () => {
    expect(await idsOf({ q: "%" })).toEqual([]);
    expect(await idsOf({ q: "_" })).toEqual([]);
    expect(await idsOf({ q: "O'Brien" })).toEqual([contact.id]);
  });

  it("filters by source and by status, together with a search", async () => {
    expect(await idsOf({ source: "chatbot_submission" })).toEqual([chat.id]);
    expect(await idsOf({ status: "quoted" })).toEqual([contact.id]);
    expect(await idsOf({ status: "new" })).toEqual([booking.id, chat.id]);
    expect(await idsOf({ status: "new", q: "sipho" })).toEqual([booking.id]);
    expect(await idsOf({ status: "won" })).toEqual([]);
  });

  it("pages through the list and keeps the page size within bounds", async () => {
    const second = await list({ page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.leads.map((lead) => lead.id)).toEqual([contact.id]);
    expect((await list({ page: 9, pageSize: 2 })).leads).toEqual([]);
    expect(await list({ page: 0, pageSize: 1000 })).toMatchObject({ page: 1, pageSize: 100 });
  });

  it("exports every match, not just one page", async () => {
    const all = await exportLeads(database.db, { q: "example.com" });
    expect(all.total).toBe(3);
    expect(all.leads).toHaveLength(3);
  });
});

describe("an urgent lead", () => {
  it("shows as urgent and waits on the emergency's clock when its chat described danger", async () => {
    const { db } = database;
    // Sunday 22 November 2026, 10:00 in Cape Town: closed, so an ordinary lead's clock stands still.
    const createdAt = new Date("2026-11-22T08:00:00Z");
    const danger = await makeChatLead(db, { name: "Lerato Urgent" }, { createdAt });
    await db
      .update(chatbotSubmissions)
      .set({ urgent: true })
      .where(eq(chatbotSubmissions.id, danger.id));
    await makeChatLead(db, { name: "Lerato Ordinary" }, { createdAt });
    const page = await listLeads(db, { q: "Lerato" }, new Date("2026-11-22T08:45:00Z"));
    expect(
      page.leads.map(({ name, urgent, waitingMinutes }) => ({ name, urgent, waitingMinutes })),
    ).toEqual(
      expect.arrayContaining([
        { name: "Lerato Urgent", urgent: true, waitingMinutes: 45 },
        { name: "Lerato Ordinary", urgent: false, waitingMinutes: 0 },
      ]),
    );
  });
});
