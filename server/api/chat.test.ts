import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { fieldPrompts } from "#common/chat-flow.ts";
import type { ChatFlow, ChatResponse } from "#common/validation/chat.ts";
import { site } from "#content/site.ts";
import { createTestApp } from "#tests/fixtures/test-app.ts";
import { completion, startOpenAiStub } from "#tests/mocks/openai-stub.ts";
import { startWebhookReceiver } from "#tests/mocks/webhook-receiver.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db.ts";

import { FALLBACK_REPLY } from "../chat/chat-service";
import { chatbotSubmissions, chatTranscripts, deliveryAttempts, outbox } from "../db/schema";
import { verifySignature } from "../jobs/webhook";
import { chatErrors } from "./chat";

let database: TestDatabase;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
const secret = "test-webhook-secret-0123456789";

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

async function send(app: App, body: unknown, init: RequestInit = {}) {
  const response = await app.request("/api/chat", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...init,
  });
  return {
    status: response.status,
    json: (await response.json()) as ChatResponse & { error?: string },
  };
}

const details = {
  name: "Thandi Mokoena",
  phone: "082 555 0101",
  email: "thandi@example.com",
  service: "Repairs",
  description: "The kitchen plugs trip the earth leakage unit whenever it rains.",
  location: "12 Voortrekker Road, Parow",
};

/** Walks the whole call-back flow through the API, as the widget does. */
async function requestCallBack(app: App) {
  let reply = await send(app, { message: "Please take my details", history: [] });
  let flow = reply.json.flow as ChatFlow;
  const transcript = [
    { sender: "user" as const, message: "Please take my details" },
    { sender: "bot" as const, message: reply.json.response },
  ];
  for (const field of ["name", "phone", "email", "service", "description", "location"] as const) {
    reply = await send(app, {
      message: details[field],
      history: transcript.slice(-10),
      flow,
      transcript,
    });
    transcript.push(
      { sender: "user", message: details[field] },
      { sender: "bot", message: reply.json.response },
    );
    flow = reply.json.flow as ChatFlow;
  }
  return reply;
}

describe("POST /api/chat: bad requests get a clear 4xx, never a 5xx", () => {
  const { app } = createTestApp(null);

  it("refuses a body that is not JSON", async () => {
    const reply = await send(app, "{not json");
    expect(reply).toEqual({ status: 400, json: { error: chatErrors.badJson } });
  });

  it("refuses a request that is not sent as JSON", async () => {
    const reply = await send(app, "hello", { headers: { "Content-Type": "text/plain" } });
    expect(reply).toEqual({ status: 415, json: { error: chatErrors.notJson } });
  });

  it("refuses a body that is too large", async () => {
    const reply = await send(app, { message: "hi", history: [], pad: "x".repeat(300_000) });
    expect(reply).toEqual({ status: 413, json: { error: chatErrors.tooLarge } });
  });

  it("refuses the wrong shape", async () => {
    for (const body of [
      [],
      '"text"',
      { message: "hi", history: "no" },
      { message: "hi", flow: { step: "x" } },
    ]) {
      const reply = await send(app, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.json.error).toBe(chatErrors.badShape);
    }
  });

  it("answers an empty, blank or missing message with the specification's text", async () => {
    const text = "I didn't receive your message properly. Could you please try again?";
    for (const body of [{ message: "" }, { message: "   \n " }, {}, { message: 42 }]) {
      expect(await send(app, body)).toEqual({ status: 422, json: { error: text, response: text } });
    }
  });

  it("answers a message over 1000 characters with the specification's text", async () => {
    const text = "Your message is quite long. Please keep it under 1000 characters.";
    expect(await send(app, { message: "a".repeat(1001) })).toEqual({
      status: 422,
      json: { error: text, response: text },
    });
    // Exactly 1000 characters is allowed.
    expect((await send(app, { message: "a".repeat(1000) })).status).toBe(200);
  });

  it("keeps only the last ten messages of the history", async () => {
    const history = Array.from({ length: 30 }, (_, index) => ({
      sender: index % 2 ? ("bot" as const) : ("user" as const),
      message: `message ${index}`,
    }));
    expect((await send(app, { message: "What are your hours?", history })).status).toBe(200);
  });
});

describe("POST /api/chat: answers with the built-in assistant", () => {
  it("answers questions from the site's own facts", async () => {
    const { app } = createTestApp(database);
    const reply = await send(app, { message: "What are your opening hours?", history: [] });
    expect(reply.status).toBe(200);
    expect(reply.json.response).toContain("06:00");
    expect(reply.json.flow).toBeUndefined();
  });

  it("starts the call-back flow on a trigger phrase, with the privacy notice", async () => {
    const { app } = createTestApp(database);
    const reply = await send(app, { message: "I need an electrician to come out", history: [] });
    expect(reply.json.response).toContain("/privacy-policy");
    expect(reply.json.response).toContain(fieldPrompts.name);
    expect(reply.json.flow).toMatchObject({ step: "name", values: {} });
  });
});

describe("POST /api/chat: the call-back flow", () => {
  it("saves the lead with the specification's fields, the notice and the transcript", async () => {
    const { app } = createTestApp(database);
    const reply = await requestCallBack(app);
    expect(reply.json.flow).toBeNull();
    expect(reply.json.response).toContain("within 2 hours");
    expect(reply.json.response).toContain(site.phone.display);
    expect(reply.json.lead).toEqual({ id: expect.any(String) });

    const [row] = await database.db
      .select()
      .from(chatbotSubmissions)
      .where(eq(chatbotSubmissions.id, reply.json.lead!.id));
    expect(row).toMatchObject({
      name: details.name,
      phone: details.phone,
      email: details.email,
      service: details.service,
      description: details.description,
      propertyType: "",
      preferredContact: "phone",
      timeframe: "ASAP",
      source: "chatbot",
      privacyNotice: "chat-2026-11",
    });
    expect(row?.privacyNoticeShownAt).toBeInstanceOf(Date);
    const [transcript] = await database.db
      .select()
      .from(chatTranscripts)
      .where(eq(chatTranscripts.submissionId, row!.id));
    expect(transcript?.messages.at(0)).toEqual({
      sender: "user",
      message: "Please take my details",
    });
    expect(transcript?.messages.at(-1)).toEqual({ sender: "user", message: details.location });
  });

  it("repeats a step with the field's message and stays on it", async () => {
    const { app } = createTestApp(database);
    const start = await send(app, { message: "get quote" });
    const reply = await send(app, { message: "x", flow: start.json.flow });
    expect(reply.json).toEqual({
      response: "Please provide your full name.",
      flow: start.json.flow,
    });
  });

  it("stops on cancel and goes back to answering questions", async () => {
    const { app } = createTestApp(database);
    const start = await send(app, { message: "take my details" });
    const reply = await send(app, { message: "cancel", flow: start.json.flow });
    expect(reply.json.flow).toBeNull();
    expect(reply.json.response).toMatch(/stopped/);
  });

  it("resets the flow and gives the phone number when saving fails", async () => {
    const broken = await createTestDatabase();
    const { app } = createTestApp(broken);
    const flow: ChatFlow = {
      step: "location",
      values: { ...details, location: undefined },
      notice: { version: "chat-2026-11", shownAt: new Date().toISOString() },
    };
    await broken.close();
    const reply = await send(app, { message: details.location, flow });
    expect(reply.status).toBe(200);
    expect(reply.json.flow).toBeNull();
    expect(reply.json.response).toContain(site.phone.display);
    expect(reply.json.response).toMatch(/start over/);
    await broken.destroy();
  });
});

describe("delivering chat leads to the webhook", () => {
  const webhookFor = () => ({ url: receiver.url, secret, timeoutMs: 2_000 });

  it("sends the row plus location and address, signed and with an idempotency key", async () => {
    const { app, outbox: processor } = createTestApp(database, { webhook: webhookFor() });
    const before = receiver.received.length;
    const reply = await requestCallBack(app);
    await processor.drain();
    const request = receiver.received.at(-1)!;
    expect(receiver.received.length).toBe(before + 1);
    expect(
      verifySignature(
        request.body,
        String(request.headers["x-webhook-signature"]),
        secret,
        Date.now() / 1000,
      ),
    ).toBe(true);
    expect(request.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    const payload = JSON.parse(request.body) as { type: string; record: Record<string, unknown> };
    expect(payload.type).toBe("chatbot_submission");
    expect(payload.record).toMatchObject({
      id: reply.json.lead!.id,
      name: details.name,
      property_type: "",
      preferred_contact: "phone",
      timeframe: "ASAP",
      source: "chatbot",
      location: details.location,
      address: details.location,
    });
  });

  it("keeps the lead when the receiver is down, and delivers it exactly once later", async () => {
    const { app, outbox: processor } = createTestApp(database, { webhook: webhookFor() });
    receiver.fail(503);
    const reply = await requestCallBack(app);
    await processor.drain();
    const leadId = reply.json.lead!.id;
    const [row] = await database.db.select().from(outbox).where(eq(outbox.subjectId, leadId));
    expect(row).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "Webhook failed: HTTP 503",
    });

    // Still down for the next try, then back up.
    await new Promise((resolve) => setTimeout(resolve, 60));
    await processor.runOnce();
    receiver.recover();
    await new Promise((resolve) => setTimeout(resolve, 120));
    for (let round = 0; round < 3; round++) await processor.runOnce();

    const forLead = receiver.accepted().filter((request) => request.body.includes(leadId));
    expect(forLead).toHaveLength(1);
    expect(
      verifySignature(
        forLead[0]!.body,
        String(forLead[0]!.headers["x-webhook-signature"]),
        secret,
        Date.now() / 1000,
      ),
    ).toBe(true);
    const [delivered] = await database.db.select().from(outbox).where(eq(outbox.subjectId, leadId));
    expect(delivered).toMatchObject({ status: "delivered", lastError: null });
    const attempts = await database.db
      .select()
      .from(deliveryAttempts)
      .where(eq(deliveryAttempts.outboxId, delivered!.id));
    expect(attempts.map((attempt) => attempt.ok)).toEqual([false, false, true]);
  });
});

describe("POST /api/chat with an OpenAI-compatible provider", () => {
  let stub: Awaited<ReturnType<typeof startOpenAiStub>>;

  beforeAll(async () => {
    stub = await startOpenAiStub();
  });
  afterAll(() => stub.close());

  const aiApp = (timeoutMs = 1_000) =>
    createTestApp(database, {
      ai: { baseUrl: stub.baseUrl, apiKey: "sk-test", model: "test-model", timeoutMs },
    }).app;

  it("answers with the model, grounded with the site's content and the history", async () => {
    stub.reply({ body: completion("We are open Monday to Saturday, 06:00 to 18:00.") });
    const history = [
      { sender: "user" as const, message: "Hi" },
      { sender: "bot" as const, message: "Hello, how can I help?" },
    ];
    const reply = await send(aiApp(), { message: "When are you open?", history });
    expect(reply.json.response).toBe("We are open Monday to Saturday, 06:00 to 18:00.");
    const request = stub.requests.at(-1)!;
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.authorization).toBe("Bearer sk-test");
    const messages = request.body.messages as { role: string; content: string }[];
    expect(messages[0]?.content).toContain(site.phone.display);
    expect(messages[1]?.content).toMatch(/Site extracts/);
    expect(messages.slice(2).map((message) => message.role)).toEqual(["user", "assistant", "user"]);
    expect(request.body.model).toBe("test-model");
  });

  it("saves a lead the model collected through the save_lead tool", async () => {
    stub.reply({ body: completion("Thank you.", { name: "save_lead", arguments: details }) });
    const reply = await send(aiApp(), { message: "My address is 12 Voortrekker Road, Parow" });
    expect(reply.json.lead?.id).toBeTruthy();
    expect(reply.json.response).toContain("within 2 hours");
    const [row] = await database.db
      .select()
      .from(chatbotSubmissions)
      .where(eq(chatbotSubmissions.id, reply.json.lead!.id));
    expect(row).toMatchObject({ name: details.name, email: details.email, source: "chatbot" });
  });

  it("asks again when the model's lead has a detail that fails its check", async () => {
    stub.reply({
      body: completion(null, { name: "save_lead", arguments: { ...details, phone: "12" } }),
    });
    const reply = await send(aiApp(), { message: "My number is 12" });
    expect(reply.json).toEqual({ response: "Please provide a valid phone number." });
  });

  it("falls back to the built-in assistant when the provider fails or is too slow", async () => {
    stub.reply({ status: 500, body: { error: "overloaded" } });
    expect(
      (await send(aiApp(), { message: "What are your opening hours?" })).json.response,
    ).toContain("06:00");
    stub.reply({ delayMs: 500, body: completion("too late") });
    expect(
      (await send(aiApp(200), { message: "What are your opening hours?" })).json.response,
    ).toContain("06:00");
    stub.reply({ body: { unexpected: true } });
    expect(
      (await send(aiApp(), { message: "What are your opening hours?" })).json.response,
    ).toContain("06:00");
  });
});

describe("when no reply can be made at all", () => {
  it("answers with the specification's fallback text, not an error", async () => {
    const { app, chat } = createTestApp(database);
    chat.reply = async () => {
      throw new Error("everything is down");
    };
    const reply = await send(app, { message: "hello" });
    expect(reply).toEqual({ status: 200, json: { response: FALLBACK_REPLY } });
  });
});
