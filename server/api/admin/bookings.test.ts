import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { makeBooking, makeContactLead, storedLead } from "#tests/fixtures/test-leads.ts";
import { startWhatsAppApi } from "#tests/mocks/whatsapp-api.ts";
import { setUpAdminApiTests } from "#tests/setup/admin-tests.ts";

import { leadWorkMessages } from "../../admin/lead-work";
import { outbox } from "../../db/schema";
import { createOutboxProcessor } from "../../jobs/outbox-processor";
import type { MailMessage, Mailer } from "../../mail/mailer";
import { createStatusLinks } from "../../status/status-link";

const api = setUpAdminApiTests();
const { call, fieldErrorsOf } = api;

describe("POST /api/admin/bookings/:id", () => {
  it("confirms a request, or proposes another bookable slot", async () => {
    const { db } = api;
    const first = await makeBooking(db);
    const confirmed = await call(`/bookings/${first.id}`, { body: { action: "confirm" } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({
      id: first.id,
      status: "confirmed",
      date: "2026-11-24",
      timeWindow: "morning",
      changed: true,
      customerTold: { email: false, whatsapp: false },
    });
    const second = await makeBooking(db);
    const proposed = await call(`/bookings/${second.id}`, {
      body: { action: "propose", date: "2026-11-25", timeWindow: "afternoon" },
    });
    expect(proposed.json).toMatchObject({ status: "proposed", date: "2026-11-25" });
    expect(await storedLead(db, second)).toMatchObject({
      status: "proposed",
      timeWindow: "afternoon",
    });
  });

  it("refuses a bad decision and an unknown booking", async () => {
    const { db } = api;
    const booking = await makeBooking(db);
    const sunday = await call(`/bookings/${booking.id}`, {
      body: { action: "propose", date: "2026-11-29" },
    });
    expect(sunday.status).toBe(422);
    expect(Object.keys(fieldErrorsOf(sunday)).sort()).toEqual(["date", "timeWindow"]);
    const same = await call(`/bookings/${booking.id}`, {
      body: { action: "propose", date: "2026-11-24", timeWindow: "morning" },
    });
    expect(same.status).toBe(422);
    expect(fieldErrorsOf(same)).toEqual({ date: leadWorkMessages.sameSlot });
    expect(
      fieldErrorsOf(await call(`/bookings/${booking.id}`, { body: { action: "maybe" } })),
    ).toEqual({ action: leadWorkMessages.action });
    expect(
      (await call(`/bookings/${crypto.randomUUID()}`, { body: { action: "cancel" } })).status,
    ).toBe(404);
    expect((await call("/bookings/42", { body: { action: "cancel" } })).status).toBe(404);
    const contact = await makeContactLead(db);
    expect((await call(`/bookings/${contact.id}`, { body: { action: "cancel" } })).status).toBe(
      404,
    );
    expect(await storedLead(db, booking)).toMatchObject({ status: "requested" });
  });
});

describe("POST /api/admin/bookings/:id tells the customer", () => {
  let whatsapp: Awaited<ReturnType<typeof startWhatsAppApi>>;
  beforeAll(async () => {
    whatsapp = await startWhatsAppApi();
  });
  afterAll(() => whatsapp.close());

  function withMailer() {
    const sent: MailMessage[] = [];
    const mailer: Mailer = {
      send: (message) => {
        sent.push(message);
        return Promise.resolve({ ok: true, durationMs: 0 });
      },
      close: () => {},
    };
    const processor = createOutboxProcessor({
      database: api.database,
      logger: pino({ level: "silent" }),
      policy: { baseDelayMs: 10, maxDelayMs: 50, maxAttempts: 2 },
      mailer,
      whatsapp: {
        apiUrl: whatsapp.apiUrl,
        token: whatsapp.token,
        phoneNumberId: "1234567890",
        timeoutMs: 2_000,
      },
    });
    const statusLinks = createStatusLinks("a-test-secret-of-at-least-32-characters");
    const app = api.appFor({
      outbox: processor,
      deliveries: {
        webhook: false,
        mail: { notifyTo: "office@example.com" },
        customerWhatsApp: { template: "booking_update", language: "en" },
        statusLinks,
      },
    });
    return { sent, processor, app, statusLinks };
  }

  it("e-mails and WhatsApps the proposal with the status link and the calendar file", async () => {
    const { db } = api;
    const { sent, processor, app, statusLinks } = withMailer();
    const booking = await makeBooking(db, {}, { deliveries: { webhook: false } });
    const proposed = await call(`/bookings/${booking.id}`, {
      app,
      body: { action: "propose", date: "2026-11-25", timeWindow: "afternoon" },
    });
    expect(proposed.json).toMatchObject({
      changed: true,
      customerTold: { email: true, whatsapp: true },
    });
    expect(proposed.json).not.toHaveProperty("outboxIds");
    await processor.drain();

    expect(sent).toHaveLength(1);
    const [message] = sent;
    expect(message!.to).toBe("sipho@example.com");
    expect(message!.subject).toBe(`We propose another time for your visit (${booking.reference})`);
    expect(message!.text).toContain(
      "We propose Wednesday 25 November 2026, afternoon (14:00 to 18:00) instead",
    );
    const link = /https:\/\/\S+\/r\/\S+/.exec(message!.text)![0];
    const token = new URL(link).searchParams.get("t");
    expect(statusLinks.check(booking.reference, token, new Date("2026-11-21T20:00:00Z"))).toBe(
      "valid",
    );
    expect(message!.attachments).toEqual([
      {
        filename: `${booking.reference}.ics`,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: expect.stringContaining("STATUS:TENTATIVE") as string,
      },
    ]);
    expect(whatsapp.refused).toEqual([]);
    expect(whatsapp.sent).toEqual([
      expect.objectContaining({
        to: "27825550199",
        template: "booking_update",
        parameters: [
          "Sipho Dlamini",
          expect.stringContaining("propose another time") as string,
          `Wednesday 25 November 2026, afternoon (14:00 to 18:00), reference ${booking.reference}`,
          link,
          expect.any(String) as string,
        ],
      }),
    ]);
    const rows = await db.select().from(outbox).where(eq(outbox.subjectId, booking.id));
    expect(rows.map((row) => [row.kind, row.status]).sort()).toEqual([
      ["email", "delivered"],
      ["whatsapp", "delivered"],
    ]);
    const page = await call(`/leads/appointment/${booking.id}`, { app });
    expect(page.json.deliveries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "email", status: "delivered", to: "sipho@example.com" }),
        expect.objectContaining({ kind: "whatsapp", status: "delivered", to: "27825550199" }),
      ]),
    );

    const again = await call(`/bookings/${booking.id}`, {
      app,
      body: { action: "propose", date: "2026-11-25", timeWindow: "afternoon" },
    });
    expect(again.json).toMatchObject({
      changed: false,
      customerTold: { email: false, whatsapp: false },
    });
    await processor.drain();
    expect(sent).toHaveLength(1);
  });
});
