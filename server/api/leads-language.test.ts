/**
 * The language of a form lead: sent by the page, checked, stored with the lead, and the language
 * of the field errors, of the page a form without JavaScript gets back and of the visitor's
 * confirmation e-mail. The business's copy stays English and names it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { formMessages } from "#common/i18n/messages.ts";
import { fieldMessages } from "#common/validation/fields.ts";
import { createTestApp } from "#tests/fixtures/test-app.ts";
import { exampleBooking, exampleContact } from "#tests/fixtures/test-leads.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db.ts";

import { appointments, contactMessages, outbox } from "../db/schema";
import { leadErrors, leadErrorsIn } from "./leads";

let database: TestDatabase;
/** Saturday 21 November 2026, 22:00 in Cape Town: Monday 23 November is the first day. */
const now = () => new Date("2026-11-21T20:00:00Z");
const af = formMessages.af.validation;
/** exampleBooking's slot (Tuesday 24 November 2026, morning) as the Afrikaans pages write it. */
const exampleBookingSlotInAfrikaans = "Dinsdag 24 November 2026, oggend (06:00 tot 10:00)";

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.destroy();
});

let nextAddress = 1;
const freshAddress = () => `198.51.100.${nextAddress++}`;

async function post(
  path: string,
  body: unknown,
  options: Parameters<typeof createTestApp>[1] = {},
) {
  const { app, outbox: processor } = createTestApp(database, {
    now,
    limits: { trustProxy: 1 },
    ...options,
  });
  const response = await app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": freshAddress() },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    json: (await response.json()) as Record<string, unknown>,
    processor,
  };
}

describe("the language of a form lead", () => {
  it("is stored as sent: a booking in Afrikaans is an Afrikaans lead", async () => {
    const reply = await post("/api/bookings", { ...exampleBooking, language: "af" });
    expect(reply.status).toBe(201);
    const [row] = await database.db
      .select()
      .from(appointments)
      .where(eq(appointments.reference, String(reply.json.reference)));
    expect(row?.language).toBe("af");
    // The slot comes back in Afrikaans, dated as af-ZA writes it.
    expect(reply.json.slot).toBe(exampleBookingSlotInAfrikaans);
  });

  it("is English when the request does not say", async () => {
    const reply = await post("/api/contact", exampleContact);
    expect(reply.status).toBe(201);
    const [row] = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.reference, String(reply.json.reference)));
    expect(row?.language).toBe("en");
  });

  it("is held to en or af by the database too (migration 0013), English by default", async () => {
    const values = {
      reference: "CT-TEST-LANG",
      name: "Test",
      phone: "0820000000",
      email: "t@example.com",
      message: "Just checking the column.",
      privacyNotice: "privacy-policy-test",
      consentAt: now(),
      marketingOptIn: false,
      marketingAnsweredAt: now(),
    };
    await expect(
      database.db.insert(contactMessages).values({ ...values, language: "xh" }),
    ).rejects.toThrow();
    const [row] = await database.db.insert(contactMessages).values(values).returning();
    expect(row?.language).toBe("en");
  });

  it.each([["xh"], ["AF"], [""], [1], [["af"]]])(
    "refuses %j with 400 and a message that names the two languages",
    async (language) => {
      const reply = await post("/api/contact", { ...exampleContact, language });
      expect(reply.status).toBe(400);
      expect(reply.json).toEqual({ error: leadErrors.language });
      expect(leadErrors.language).toMatch(/"en".*"af"/);
    },
  );

  it("gives the field errors in Afrikaans when the form is Afrikaans", async () => {
    const reply = await post("/api/contact", { language: "af", phone: "12" });
    expect(reply.status).toBe(422);
    expect(reply.json).toEqual({
      error: leadErrorsIn("af").invalid,
      fieldErrors: {
        name: af.field.name,
        phone: af.field.phone,
        email: af.field.email,
        message: af.field.description,
        consent: af.consent.privacy,
      },
    });
    const english = await post("/api/contact", { phone: "12" });
    expect((english.json.fieldErrors as Record<string, string>).phone).toBe(fieldMessages.phone);
  });

  it("writes the date range of a booking's refusal in Afrikaans", async () => {
    const reply = await post("/api/bookings", {
      ...exampleBooking,
      date: "2026-11-22",
      language: "af",
    });
    expect(reply.status).toBe(422);
    expect((reply.json.fieldErrors as Record<string, string>).date).toBe(
      "Kies asseblief 'n dag van Maandag 23 November 2026 tot Woensdag 20 Januarie 2027, nie 'n Sondag of openbare vakansiedag nie.",
    );
  });

  it("answers a form sent without JavaScript in Afrikaans, with the way back to the Afrikaans form", async () => {
    const { app } = createTestApp(database, { now, limits: { trustProxy: 1 } });
    const response = await app.request("/api/contact", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": freshAddress(),
      },
      body: "name=&consent=&language=af",
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('<html lang="af-ZA">');
    expect(html).toContain("Kyk asseblief weer na die vorm");
    expect(html).toContain('href="/af/contact#message"');
    expect(html).toContain("Gee asseblief jou volle naam.");
  });

  it("e-mails the visitor in Afrikaans and tells the business, in English, which language", async () => {
    const reply = await post(
      "/api/bookings",
      { ...exampleBooking, language: "af" },
      {
        notifyTo: "office@example.com",
        mailer: { send: () => Promise.resolve({ ok: true, durationMs: 1 }), close() {} },
      },
    );
    expect(reply.status).toBe(201);
    const reference = String(reply.json.reference);
    const mails = (await database.db.select().from(outbox).where(eq(outbox.kind, "email"))).filter(
      (row) => String(row.payload.subject).includes(reference),
    );
    const visitor = mails.find((row) => row.payload.to === exampleBooking.email)!;
    const business = mails.find((row) => row.payload.to === "office@example.com")!;
    expect(visitor.payload.subject).toBe(`Ons het jou besprekingsversoek ontvang (${reference})`);
    expect(String(visitor.payload.text)).toContain(exampleBookingSlotInAfrikaans);
    expect(String(visitor.payload.text)).toContain("nog nie 'n bevestigde afspraak nie");
    expect(String(visitor.payload.text)).toMatch(/\/r\/[^?]+\?t=/);
    expect(String(visitor.payload.html)).toContain('<html lang="af-ZA">');
    expect(String(business.payload.subject)).toMatch(/^New booking request from/);
    expect(String(business.payload.text)).toContain("Language: Afrikaans");
  });
});
