import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { bookingMessages } from "#common/validation/booking.ts";
import { fieldMessages, consentMessages } from "#common/validation/fields.ts";
import { site } from "#content/site.ts";
import { createTestApp } from "#tests/fixtures/test-app.ts";
import { exampleBooking } from "#tests/fixtures/test-leads.ts";
import { startSmtpReceiver } from "#tests/mocks/smtp-receiver.ts";
import { startWebhookReceiver } from "#tests/mocks/webhook-receiver.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db.ts";

import { appointments, contactMessages, outbox } from "../db/schema";
import { verifySignature } from "../jobs/webhook";
import { createMailer } from "../mail/mailer";
import { LEAD_BODY_LIMIT_BYTES, leadErrors } from "./leads";

let database: TestDatabase;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
const secret = "test-webhook-secret-0123456789";
/** Saturday 21 November 2026, 22:00 in Cape Town: Sunday is closed, so Monday is the first day. */
const now = () => new Date("2026-11-21T20:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  receiver = await startWebhookReceiver();
});

afterAll(async () => {
  await receiver.close();
  await database.destroy();
});

afterEach(() => receiver.recover());

type App = ReturnType<typeof createTestApp>["app"];

/** The token of a status link, or a string that matches no answer. */
const statusToken = (url: unknown) =>
  /^\/r\/[^?]+\?t=([0-9a-z]+\.[\w-]{22})$/.exec(String(url))?.[1] ?? "no status link";

let nextAddress = 1;
/** Each test sends from its own address, so the rate limit of one does not touch another. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

function appFor(options: Parameters<typeof createTestApp>[1] = {}) {
  return createTestApp(database, { now, limits: { trustProxy: 1 }, ...options });
}

async function post(
  app: App,
  path: string,
  body: unknown,
  init: { headers?: Record<string, string>; from?: string } = {},
) {
  const response = await app.request(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": init.from ?? freshAddress(),
      ...init.headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // HTML answers are read as text.
  }
  return { status: response.status, headers: response.headers, text, json };
}

const contact = {
  name: "  Thandi Mokoena ",
  phone: "082 555 0101",
  email: "thandi@example.com",
  suburb: "Parow",
  service: "",
  message: "The kitchen plugs trip the earth leakage unit whenever it rains.",
  consent: true,
  marketing: false,
};

const booking = {
  ...exampleBooking,
  description: "Geyser element keeps tripping the main switch in the mornings.",
};

const contactRow = async (reference: unknown) =>
  (
    await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.reference, String(reference)))
  )[0];

const appointmentRow = async (reference: unknown) =>
  (
    await database.db
      .select()
      .from(appointments)
      .where(eq(appointments.reference, String(reference)))
  )[0];

const rowCounts = async () => {
  const [contacts] = await database.db.select({ n: count() }).from(contactMessages);
  const [bookings] = await database.db.select({ n: count() }).from(appointments);
  const [queued] = await database.db.select({ n: count() }).from(outbox);
  return { contacts: contacts!.n, bookings: bookings!.n, queued: queued!.n };
};

describe("POST /api/contact", () => {
  it("saves the message with its consent record and answers with a reference", async () => {
    const { app } = appFor();
    const reply = await post(app, "/api/contact", contact);
    expect(reply.status).toBe(201);
    expect(reply.json.reference).toMatch(/^CT-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(reply.json.statusUrl).toBe(
      `/r/${String(reply.json.reference)}?t=${statusToken(reply.json.statusUrl)}`,
    );
    const row = await contactRow(reply.json.reference);
    expect(row).toMatchObject({
      name: "Thandi Mokoena",
      suburb: "Parow",
      service: "",
      marketingOptIn: false,
      privacyNotice: expect.stringMatching(/^privacy-policy-/),
    });
    expect(row!.consentAt.getTime()).toBe(now().getTime());
    expect(row!.marketingAnsweredAt.getTime()).toBe(now().getTime());
  });

  it("lists every missing field with the chat's messages and saves nothing", async () => {
    const { app } = appFor();
    const before = await rowCounts();
    const reply = await post(app, "/api/contact", {});
    expect(reply.status).toBe(422);
    expect(reply.json).toEqual({
      error: leadErrors.invalid,
      fieldErrors: {
        name: fieldMessages.name,
        phone: fieldMessages.phone,
        email: fieldMessages.email,
        message: fieldMessages.description,
        consent: consentMessages.privacy,
      },
    });
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    ["a number for a name", { name: 12345 }, "name", fieldMessages.name],
    ["a phone without enough digits", { phone: "021 55" }, "phone", fieldMessages.phone],
    ["a broken e-mail", { email: "thandi@" }, "email", fieldMessages.email],
    [
      "a script tag",
      { message: "<script>alert(1)</script> please call" },
      "message",
      fieldMessages.markup,
    ],
    ["markup in the name", { name: "<b>Thandi</b>" }, "name", fieldMessages.markup],
    [
      "a service that does not exist",
      { service: "time-travel" },
      "service",
      "Please choose a service from the list, or leave it blank.",
    ],
    ["consent as a string", { consent: "yes" }, "consent", consentMessages.privacy],
    [
      "a message over 1000 characters",
      { message: "a".repeat(1001) },
      "message",
      fieldMessages.description,
    ],
  ])("refuses %s with the field's message", async (_, change, field, message) => {
    const { app } = appFor();
    const before = await rowCounts();
    const reply = await post(app, "/api/contact", { ...contact, ...change });
    expect(reply.status).toBe(422);
    expect((reply.json.fieldErrors as Record<string, string>)[field]).toBe(message);
    expect(await rowCounts()).toEqual(before);
  });

  it("answers bad JSON, other content types, non-objects and oversized bodies with 4xx", async () => {
    const { app } = appFor();
    const before = await rowCounts();
    expect((await post(app, "/api/contact", "{ name: ")).status).toBe(400);
    expect((await post(app, "/api/contact", "[1, 2]")).json.error).toBe(leadErrors.badShape);
    const asText = await post(app, "/api/contact", JSON.stringify(contact), {
      headers: { "Content-Type": "text/plain" },
    });
    expect(asText.status).toBe(415);
    const huge = await post(app, "/api/contact", {
      ...contact,
      message: "x".repeat(LEAD_BODY_LIMIT_BYTES),
    });
    expect(huge.status).toBe(413);
    expect(huge.json.error).toBe(leadErrors.tooLarge);
    expect(await rowCounts()).toEqual(before);
  });

  it("answers a filled honeypot like a success but keeps nothing", async () => {
    const { app } = appFor();
    const before = await rowCounts();
    const reply = await post(app, "/api/contact", { ...contact, website: "https://spam.example" });
    expect(reply.status).toBe(201);
    expect(reply.json.reference).toMatch(/^CT-/);
    // A link like a real one, so the bot cannot tell; it opens nothing.
    expect(reply.json.statusUrl).toMatch(/^\/r\/CT-/);
    expect(await rowCounts()).toEqual(before);
  });

  it("limits each client address and says when to try again", async () => {
    const { app } = appFor({ limits: { trustProxy: 1, leadsPerWindow: 2 } });
    const from = freshAddress();
    expect((await post(app, "/api/contact", contact, { from })).status).toBe(201);
    expect((await post(app, "/api/bookings", booking, { from })).status).toBe(201);
    const limited = await post(app, "/api/contact", contact, { from });
    expect(limited.status).toBe(429);
    expect(limited.json.error).toBe(leadErrors.rateLimited);
    expect(String(limited.json.error)).toContain(site.phone.display);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Someone else is not affected.
    expect((await post(app, "/api/contact", contact)).status).toBe(201);
  });

  it("serves a plain HTML answer to a form sent without JavaScript", async () => {
    const { app } = appFor();
    const form = new URLSearchParams({
      ...contact,
      consent: "on",
      marketing: "",
    } as unknown as Record<string, string>);
    const reply = await post(app, "/api/contact", form.toString(), {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(reply.status).toBe(201);
    expect(reply.headers.get("content-type")).toMatch(/text\/html/);
    const reference = /CT-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(reply.text)?.[0];
    expect(reference).toBeDefined();
    expect(reply.text).toMatch(
      new RegExp(`<a href="/r/${reference}\\?t=[0-9a-z]+\\.[\\w-]{22}">Follow your request</a>`),
    );
    const rows = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.reference, reference!));
    expect(rows).toHaveLength(1);

    const invalid = await post(app, "/api/contact", "name=&consent=", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.text).toContain(fieldMessages.name);
  });

  it("tells the visitor to call when the database is down", async () => {
    const broken = await createTestDatabase();
    const { app } = createTestApp(broken, { now });
    await broken.close();
    const reply = await post(app, "/api/contact", contact);
    expect(reply.status).toBe(503);
    expect(reply.json.error).toBe(leadErrors.unavailable);
    expect(String(reply.json.error)).toContain(site.phone.display);
    await broken.destroy();
  });
});

describe("POST /api/bookings", () => {
  it("saves the request as pending and answers with the slot", async () => {
    const { app } = appFor();
    const reply = await post(app, "/api/bookings", booking);
    expect(reply.status).toBe(201);
    expect(reply.json).toEqual({
      reference: expect.stringMatching(/^BK-/),
      date: "2026-11-24",
      window: "morning",
      slot: "Tuesday 24 November 2026, morning (06:00 to 10:00)",
      status: "requested",
      statusUrl: `/r/${String(reply.json.reference)}?t=${statusToken(reply.json.statusUrl)}`,
    });
    const row = await appointmentRow(reply.json.reference);
    expect(row).toMatchObject({
      status: "requested",
      suburb: "Elsies River",
      date: "2026-11-24",
      timeWindow: "morning",
      preferredContact: "email",
      marketingOptIn: true,
    });
  });

  it("names a suburb from the service areas by its name", async () => {
    const { app } = appFor();
    const reply = await post(app, "/api/bookings", {
      ...booking,
      suburb: "parow",
      otherSuburb: "",
    });
    expect(reply.status).toBe(201);
    const row = await appointmentRow(reply.json.reference);
    expect(row!.suburb).toBe("Parow");
  });

  it.each([
    ["today", "2026-11-21"],
    ["a Sunday", "2026-11-22"],
    ["a public holiday", "2026-12-16"],
    ["61 days ahead", "2027-01-21"],
  ])("refuses %s as the date", async (_, date) => {
    const { app } = appFor();
    const reply = await post(app, "/api/bookings", { ...booking, date });
    expect(reply.status).toBe(422);
    expect((reply.json.fieldErrors as Record<string, string>).date).toMatch(
      /^Please choose a day from Monday 23 November 2026 to Wednesday 20 January 2027/,
    );
  });

  it("asks for every missing choice, including the other suburb's name", async () => {
    const { app } = appFor();
    const reply = await post(app, "/api/bookings", { suburb: "other", otherSuburb: " " });
    expect(reply.status).toBe(422);
    expect(reply.json.fieldErrors).toMatchObject({
      service: fieldMessages.service,
      description: fieldMessages.description,
      propertyType: bookingMessages.propertyType,
      address: fieldMessages.location,
      otherSuburb: bookingMessages.otherSuburb,
      date: bookingMessages.date,
      window: bookingMessages.window,
      preferredContact: bookingMessages.preferredContact,
      consent: consentMessages.privacy,
    });
  });
});

describe("delivering form leads", () => {
  const webhookFor = () => ({ url: receiver.url, secret, timeoutMs: 2_000 });
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("keeps both kinds through a webhook outage and delivers each exactly once, signed", async () => {
    const { app, outbox: processor } = appFor({ webhook: webhookFor() });
    receiver.fail(503);
    const sent = [
      await post(app, "/api/contact", contact),
      await post(app, "/api/bookings", booking),
    ];
    expect(sent.map((reply) => reply.status)).toEqual([201, 201]);
    await processor.drain();
    receiver.recover();
    for (let round = 0; round < 4; round++) {
      await wait(60);
      await processor.runOnce();
    }
    for (const [reply, type] of [
      [sent[0]!, "contact_message"],
      [sent[1]!, "appointment"],
    ] as const) {
      const accepted = receiver
        .accepted()
        .filter((request) => request.body.includes(String(reply.json.reference)));
      expect(accepted).toHaveLength(1);
      const request = accepted[0]!;
      const payload = JSON.parse(request.body) as { type: string; record: Record<string, unknown> };
      expect(payload.type).toBe(type);
      expect(
        verifySignature(
          request.body,
          String(request.headers["x-webhook-signature"]),
          secret,
          Date.now() / 1000,
        ),
      ).toBe(true);
      expect(request.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("e-mails the business and the visitor, in plain text and HTML", async () => {
    const smtp = await startSmtpReceiver();
    const mailer = createMailer({
      url: smtp.url,
      from: "Lavis Electrical <no-reply@example.com>",
      timeoutMs: 2_000,
    });
    try {
      const { app, outbox: processor } = appFor({ mailer, notifyTo: "office@example.com" });
      const reply = await post(app, "/api/bookings", { ...booking, description: "Plug <not> ok" });
      expect(reply.status).toBe(422);
      const saved = await post(app, "/api/bookings", {
        ...booking,
        description: 'Sparks & a smell at the DB board, "urgent" please.',
      });
      expect(saved.status).toBe(201);
      await processor.drain();
      const reference = String(saved.json.reference);
      const mails = smtp.received.filter((mail) => mail.raw.includes(reference));
      expect(mails.map((mail) => mail.to).sort()).toEqual([
        ["office@example.com"],
        ["sipho@example.com"],
      ]);
      for (const mail of mails) {
        expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
        expect(mail.raw).toMatch(/Content-Type: text\/html/i);
      }
      const business = mails.find((mail) => mail.to[0] === "office@example.com")!;
      expect(business.raw).toMatch(/Reply-To: sipho@example.com/i);
      expect(business.raw).toContain("&amp; a smell");
      const visitor = mails.find((mail) => mail.to[0] === "sipho@example.com")!;
      expect(visitor.raw).toContain("not yet a confirmed appointment");
      // The private status link, absolute, in both parts (read from the queued message: the
      // raw mail wraps long lines).
      const rows = await database.db.select().from(outbox).where(eq(outbox.kind, "email"));
      const confirmation = rows.find(
        (row) =>
          row.payload.to === "sipho@example.com" && String(row.payload.subject).includes(reference),
      );
      const link = new RegExp(`https://[^/]+/r/${reference}\\?t=[0-9a-z]+\\.[\\w-]{22}`);
      expect(String(confirmation?.payload.text)).toMatch(link);
      expect(String(confirmation?.payload.html)).toMatch(link);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});

describe("POST /api/chat rate limit", () => {
  it("answers 429 with a reply the widget can show", async () => {
    const { app } = appFor({ limits: { trustProxy: 1, chatPerWindow: 1 } });
    const from = freshAddress();
    const first = await post(app, "/api/chat", { message: "What are your hours?" }, { from });
    expect(first.status).toBe(200);
    const second = await post(app, "/api/chat", { message: "And Sundays?" }, { from });
    expect(second.status).toBe(429);
    expect(String(second.json.response)).toContain(site.phone.display);
  });
});
