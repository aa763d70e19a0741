import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { fieldMessages } from "#common/validation/fields.ts";
import { makeBooking, makeChatLead, makeContactLead } from "#tests/fixtures/test-leads.ts";
import { adminApiNow, setUpAdminApiTests } from "#tests/setup/admin-tests.ts";
import { createTestDatabase } from "#tests/setup/test-db.ts";

import { leadWorkMessages } from "../../admin/lead-work";
import { contactMessages, leadActivity } from "../../db/schema";
import { adminMessages } from "./leads";
import { adminErrors } from "./replies";
import { ADMIN_BODY_LIMIT_BYTES } from "./routes";

const api = setUpAdminApiTests();
const { admin, call, appFor, fieldErrorsOf, failWebhook } = api;

describe("GET /api/admin/leads", () => {
  it("lists leads with their source, status and references, and filters them", async () => {
    const { db } = api;
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
    const { db } = api;
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
    const { db } = api;
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
        consentAt: adminApiNow(),
        marketingOptIn: false,
        marketingAnsweredAt: adminApiNow(),
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
    const { db } = api;
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
    const { db } = api;
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
    const { db } = api;
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
    const { db } = api;
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
    const { db } = api;
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
    const { db } = api;
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
    const { db } = api;
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
