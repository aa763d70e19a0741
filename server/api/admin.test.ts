import { eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { fieldMessages } from "#common/validation/fields.ts";
import type { Viewer } from "#common/viewer.ts";
import {
  makeBooking,
  makeChatFlow,
  makeChatLead,
  makeContactLead,
  storedLead,
  type MadeLead,
  failWebhook as failLeadWebhook,
  webhookOf as webhookFor,
} from "#tests/fixtures/test-leads.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db.ts";

import { subjectMessages } from "../admin/data-subject";
import { leadWorkMessages } from "../admin/lead-work";
import type { ViewerVariables } from "../auth/viewer";
import type { Database } from "../db/client";
import { contactMessages, deliveryAttempts, leadActivity, outbox } from "../db/schema";
import { claimDue, recordAttempt } from "../jobs/outbox";
import { adminErrors, adminMessages, adminRoutes, ADMIN_BODY_LIMIT_BYTES } from "./admin";

let database: TestDatabase;
const admin: Viewer = {
  id: "admin-1",
  email: "shaun@example.com",
  name: "Shaun",
  role: "admin",
  twoFactorEnabled: true,
};
/** Saturday 21 November 2026, 22:00 in Cape Town: Monday 23 November is the first bookable day. */
const now = () => new Date("2026-11-21T20:00:00Z");
const silent = pino({ level: "silent" });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

/** The admin API as the app mounts it, behind a stand-in for the auth middleware. */
function appFor(options: Partial<Parameters<typeof adminRoutes>[0]> = {}, db: Database = database) {
  const app = new Hono<{ Variables: ViewerVariables }>();
  app.use(async (c, next) => {
    c.set("viewer", admin);
    await next();
  });
  app.route(
    "/api/admin",
    adminRoutes({ database: db, logger: silent, retentionDays: 730, now, ...options }),
  );
  return app;
}

async function call(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
    app?: Hono<{ Variables: ViewerVariables }>;
  } = {},
) {
  const app = init.app ?? appFor();
  const response = await app.request(`/api/admin${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers:
      init.body === undefined
        ? init.headers
        : { "Content-Type": "application/json", ...init.headers },
    body:
      init.body === undefined
        ? undefined
        : typeof init.body === "string"
          ? init.body
          : JSON.stringify(init.body),
  });
  // Decoded by hand: Response.text() would drop the CSV's byte order mark.
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // CSV answers are read as text.
  }
  // Every answer carries personal information, whatever its status.
  expect(response.headers.get("cache-control")).toBe("no-store");
  return { status: response.status, headers: response.headers, text, json };
}

const fieldErrorsOf = (reply: { json: Record<string, unknown> }) =>
  reply.json.fieldErrors as Record<string, string>;

const webhookOf = (lead: MadeLead) => webhookFor(database.db, lead.id);

const failWebhook = (lead: MadeLead) =>
  failLeadWebhook(database.db, lead.id, { statusCode: 503, error: "HTTP 503", durationMs: 4 });

describe("GET /api/admin/leads", () => {
  it("lists leads with their source, status and references, and filters them", async () => {
    const { db } = database;
    const tag = "listing";
    const chat = await makeChatLead(db, { email: `${tag}@example.com` });
    const contact = await makeContactLead(db, { email: `${tag}@example.com` });
    const reply = await call(`/leads?q=${tag}`);
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    const leads = reply.json.leads as Record<string, unknown>[];
    expect(leads.map((lead) => lead.id).sort()).toEqual([chat.id, contact.id].sort());
    expect(leads.find((lead) => lead.id === chat.id)).toMatchObject({
      kind: "chatbot_submission",
      reference: chat.reference,
      status: "new",
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const chatsOnly = await call(`/leads?q=${tag}&source=chatbot_submission&status=&page=1`);
    expect((chatsOnly.json.leads as unknown[]).length).toBe(1);
  });

  it("gives a name with markup back unchanged, as JSON text", async () => {
    const { db } = database;
    const name = `<script>alert("x")</script> & <b>Bob</b>`;
    const lead = await makeChatLead(db, { name, email: "markup@example.com" });
    const reply = await call("/leads?q=markup%40example.com");
    expect(reply.headers.get("content-type")).toMatch(/^application\/json/);
    expect((reply.json.leads as { name: string }[])[0]!.name).toBe(name);
    const detail = await call(`/leads/chatbot_submission/${lead.id}`);
    expect((detail.json.lead as { name: string }).name).toBe(name);
  });

  it("answers 422, not 500, to a search with a NUL or another control character", async () => {
    for (const path of ["/leads?q=a%00b", "/leads.csv?q=a%00b", "/leads?q=%1B%5B2J"]) {
      const reply = await call(path);
      expect(reply.status, path).toBe(422);
      expect(fieldErrorsOf(reply)).toEqual({ q: fieldMessages.control });
    }
  });

  it("answers 422 with a message per bad filter", async () => {
    const reply = await call(
      `/leads?source=email&status=done&page=0&pageSize=500&q=${"x".repeat(201)}`,
    );
    expect(reply.status).toBe(422);
    expect(reply.json).toEqual({
      error: adminErrors.invalid,
      fieldErrors: {
        q: adminMessages.q,
        source: adminMessages.source,
        status: adminMessages.status,
        page: adminMessages.page,
        pageSize: adminMessages.pageSize,
      },
    });
    expect(fieldErrorsOf(await call("/leads?page=two"))).toEqual({ page: adminMessages.page });
  });

  it("answers 500 without details when the database is down", async () => {
    const broken = await createTestDatabase();
    await broken.close();
    const reply = await call("/leads", { app: appFor({}, broken) });
    expect(reply.status).toBe(500);
    expect(reply.json).toEqual({ error: adminErrors.failed });
    await broken.destroy();
  });
});

describe("GET /api/admin/leads.csv", () => {
  it("downloads every matching lead, with a BOM and formulas neutralised", async () => {
    const { db } = database;
    await makeContactLead(db, {
      name: '=HYPERLINK("http://evil.example","Click me")',
      email: "csv-export@example.com",
      phone: "+27 82 555 7777",
      suburb: "Zoë's Corner",
    });
    for (let index = 0; index < 26; index += 1) {
      await db.insert(contactMessages).values({
        reference: `CSV-${index}`,
        name: `Bulk ${index}`,
        phone: "021 555 0000",
        email: "csv-export@example.com",
        message: "Bulk lead",
        privacyNotice: "p",
        consentAt: now(),
        marketingOptIn: false,
        marketingAnsweredAt: now(),
      });
    }
    const page = await call("/leads?q=csv-export");
    expect((page.json.leads as unknown[]).length).toBe(25);

    const reply = await call("/leads.csv?q=csv-export&source=contact_message");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(reply.headers.get("content-disposition")).toBe(
      'attachment; filename="leads-2026-11-21.csv"',
    );
    expect(reply.headers.get("x-total-count")).toBe("27");
    expect(reply.text.startsWith("\uFEFFReference,Received,Source,Name,")).toBe(true);
    const lines = reply.text.slice(1).split("\r\n");
    expect(lines).toHaveLength(1 + 27 + 1);
    expect(lines.at(-1)).toBe("");
    const evil = lines.find((line) => line.includes("HYPERLINK"))!;
    expect(evil).toContain(`"'=HYPERLINK(""http://evil.example"",""Click me"")"`);
    expect(evil).toContain(",'+27 82 555 7777,");
    expect(evil).toContain("Zoë's Corner");
    expect(lines.some((line) => /(^|,)=/.test(line))).toBe(false);
  });

  it("carries the address of chat and booking leads", async () => {
    const { db } = database;
    const chat = await makeChatLead(db, {
      email: "csv-address@example.com",
      location: "7 Lansdowne Road, Belhar",
    });
    const reply = await call("/leads.csv?q=csv-address@example.com");
    const [headers, row] = reply.text.slice(1).split("\r\n");
    const columns = headers!.split(",");
    const cells = row!.split(",");
    expect(cells[columns.indexOf("Reference")]).toBe(chat.reference);
    // Quoted: the address has a comma in it.
    expect(row).toContain('"7 Lansdowne Road, Belhar"');
    expect(columns.indexOf("Address")).toBeGreaterThan(columns.indexOf("Suburb"));
  });

  it("answers 422 for a bad filter", async () => {
    const reply = await call("/leads.csv?status=maybe");
    expect(reply.status).toBe(422);
    expect(fieldErrorsOf(reply)).toEqual({ status: adminMessages.status });
  });
});

describe("GET /api/admin/leads/:kind/:id", () => {
  it("shows the lead with its transcript, history and deliveries", async () => {
    const { db } = database;
    const lead = await makeChatLead(db);
    await failWebhook(lead);
    const reply = await call(`/leads/chatbot_submission/${lead.id}`);
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({
      kind: "chatbot_submission",
      id: lead.id,
      reference: lead.reference,
      status: "new",
      lead: { address: "14 Oak Street, Parow", phone: "082-555-1234" },
      transcript: [{ sender: "bot" }, { sender: "user" }],
      history: [],
      anonymiseDue: false,
      anonymisedAt: null,
    });
    const deliveries = reply.json.deliveries as Record<string, unknown>[];
    expect(deliveries.find((delivery) => delivery.kind === "webhook")).toMatchObject({
      status: "failed",
      lastError: "HTTP 503",
      attemptLog: [{ attempt: 1, ok: false, statusCode: 503 }],
    });
  });

  it.each([
    ["an unknown kind", "visitor", () => crypto.randomUUID()],
    ["an id that is no UUID", "contact_message", () => "1 or 1=1"],
    ["an unknown id", "contact_message", () => crypto.randomUUID()],
  ])("answers 404 for %s", async (_, kind, id) => {
    const reply = await call(`/leads/${kind}/${encodeURIComponent(id())}`);
    expect(reply.status).toBe(404);
    expect(reply.json).toEqual({ error: adminErrors.leadNotFound });
  });
});

describe("POST /api/admin/leads/:kind/:id/status", () => {
  it("moves the lead on, records who did it, and says when nothing changed", async () => {
    const { db } = database;
    const lead = await makeBooking(db);
    const path = `/leads/appointment/${lead.id}/status`;
    const reply = await call(path, { body: { status: "contacted" } });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({
      kind: "appointment",
      id: lead.id,
      status: "contacted",
      changed: true,
    });
    expect((await call(path, { body: { status: "contacted" } })).json.changed).toBe(false);
    const detail = await call(`/leads/appointment/${lead.id}`);
    expect(detail.json).toMatchObject({
      status: "contacted",
      history: [
        { kind: "status", fromValue: "new", toValue: "contacted", actorEmail: admin.email },
      ],
    });
  });

  it("refuses bad bodies, unknown statuses and unknown leads", async () => {
    const { db } = database;
    const lead = await makeContactLead(db);
    const path = `/leads/contact_message/${lead.id}/status`;
    expect((await call(path, { body: "{ status: " })).json).toEqual({ error: adminErrors.badJson });
    expect((await call(path, { body: [] })).json).toEqual({ error: adminErrors.badShape });
    const asText = await call(path, {
      body: '{"status":"won"}',
      headers: { "Content-Type": "text/plain" },
    });
    expect(asText.status).toBe(415);
    const unknown = await call(path, { body: { status: "done" } });
    expect(unknown.status).toBe(422);
    expect(fieldErrorsOf(unknown)).toEqual({ status: leadWorkMessages.status });
    expect((await call(path, { body: {} })).status).toBe(422);
    const missing = await call(`/leads/appointment/${lead.id}/status`, { body: { status: "won" } });
    expect(missing.status).toBe(404);
    expect(
      (await call(`/leads/contact_message/nope/status`, { body: { status: "won" } })).status,
    ).toBe(404);
    expect(await db.select().from(leadActivity).where(eq(leadActivity.leadId, lead.id))).toEqual(
      [],
    );
  });
});

describe("POST /api/admin/leads/:kind/:id/notes", () => {
  it("adds a trimmed note and answers with it", async () => {
    const { db } = database;
    const lead = await makeContactLead(db);
    const reply = await call(`/leads/contact_message/${lead.id}/notes`, {
      body: { note: "  Quoted R4 500 <incl. VAT>.  " },
    });
    expect(reply.status).toBe(201);
    expect(reply.json).toMatchObject({
      kind: "note",
      note: "Quoted R4 500 <incl. VAT>.",
      actorId: admin.id,
      actorEmail: admin.email,
      createdAt: expect.any(String),
    });
  });

  it("refuses a note with a NUL or another control character, keeping line breaks and tabs", async () => {
    const { db } = database;
    const lead = await makeContactLead(db);
    const path = `/leads/contact_message/${lead.id}/notes`;
    for (const note of ["Phoned\u0000 twice", "bell\u0007"]) {
      const reply = await call(path, { body: { note } });
      expect(reply.status).toBe(422);
      expect(fieldErrorsOf(reply)).toEqual({ note: fieldMessages.control });
    }
    const kept = await call(path, { body: { note: "Phoned twice:\n\tno answer" } });
    expect(kept.status).toBe(201);
  });

  it("refuses an empty or oversized note and an unknown lead", async () => {
    const { db } = database;
    const lead = await makeContactLead(db);
    const path = `/leads/contact_message/${lead.id}/notes`;
    const empty = await call(path, { body: { note: "   " } });
    expect(empty.status).toBe(422);
    expect(fieldErrorsOf(empty)).toEqual({ note: leadWorkMessages.note });
    expect(fieldErrorsOf(await call(path, { body: { note: "a".repeat(2001) } }))).toEqual({
      note: leadWorkMessages.note,
    });
    const huge = await call(path, { body: { note: "a".repeat(ADMIN_BODY_LIMIT_BYTES) } });
    expect(huge.status).toBe(413);
    expect(huge.json).toEqual({ error: adminErrors.tooLarge });
    const missing = await call(`/leads/contact_message/${crypto.randomUUID()}/notes`, {
      body: { note: "Hello" },
    });
    expect(missing.status).toBe(404);
  });
});

describe("POST /api/admin/bookings/:id", () => {
  it("confirms a request, or proposes another bookable slot", async () => {
    const { db } = database;
    const first = await makeBooking(db);
    const confirmed = await call(`/bookings/${first.id}`, { body: { action: "confirm" } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({
      id: first.id,
      status: "confirmed",
      date: "2026-11-24",
      timeWindow: "morning",
      changed: true,
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
    const { db } = database;
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

describe("POST /api/admin/deliveries/:id/retry", () => {
  it("queues a failed delivery again and tries it at once when it can", async () => {
    const { db } = database;
    const lead = await makeChatLead(db);
    const id = await failWebhook(lead);
    const deliverSoon = vi.fn();
    const reply = await call(`/deliveries/${id}/retry`, {
      method: "POST",
      app: appFor({ outbox: { deliverSoon } }),
    });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ id, status: "pending", previousStatus: "failed" });
    expect(deliverSoon).toHaveBeenCalledWith([id]);
    expect((await webhookOf(lead)).status).toBe("pending");
    const detail = await call(`/leads/chatbot_submission/${lead.id}`);
    expect(detail.json.history).toMatchObject([{ kind: "retry", fromValue: "failed" }]);
  });

  it("answers 409 for a delivered row and 404 for an unknown one", async () => {
    const { db } = database;
    const lead = await makeChatLead(db);
    const webhook = await webhookOf(lead);
    const [claimed] = await claimDue(db, 1, webhook.id);
    const inFlight = await call(`/deliveries/${webhook.id}/retry`, { method: "POST" });
    expect(inFlight.status).toBe(409);
    expect(inFlight.json).toEqual({ error: adminErrors.inProgress });
    await recordAttempt(
      db,
      claimed!,
      { ok: true, statusCode: 200, durationMs: 1 },
      {
        baseDelayMs: 1,
        maxDelayMs: 1,
        maxAttempts: 1,
      },
    );
    const delivered = await call(`/deliveries/${webhook.id}/retry`, { method: "POST" });
    expect(delivered.status).toBe(409);
    expect(delivered.json).toEqual({ error: adminErrors.delivered });
    const unknown = await call(`/deliveries/${crypto.randomUUID()}/retry`, { method: "POST" });
    expect(unknown.status).toBe(404);
    expect((await call("/deliveries/x/retry", { method: "POST" })).status).toBe(404);
  });
});

describe("data-subject requests", () => {
  async function person(tag: string, digits: string) {
    const { db } = database;
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
    const { db } = database;
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

describe("unknown admin paths", () => {
  it("are not found, and not cached either", async () => {
    const reply = await call("/nothing-here");
    expect(reply.status).toBe(404);
  });
});

describe("GET /api/admin/go-live", () => {
  it("lists what launch:check lists: content and environment first, then the database", async () => {
    const launchItem = {
      id: "site.phone",
      file: "content/site.ts",
      message: "phone is made up",
      blocking: true,
    };
    const reply = await call("/go-live", { app: appFor({ launchItems: () => [launchItem] }) });
    expect(reply.status).toBe(200);
    const items = reply.json.items as { id: string }[];
    expect(items[0]).toEqual(launchItem);
    // This database has no admin account: the stand-in viewer is not stored.
    expect(items.map((item) => item.id)).toContain("admin.none");
  });

  it("answers 500 without details when the database is down", async () => {
    const broken = await createTestDatabase();
    await broken.close();
    const reply = await call("/go-live", { app: appFor({}, broken) });
    expect(reply.status).toBe(500);
    expect(reply.json).toEqual({ error: adminErrors.failed });
    await broken.destroy().catch(() => {});
  });
});
