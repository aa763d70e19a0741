import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { flowTexts, PRIVACY_NOTICE_VERSION } from "#common/chat-flow-text.ts";
import type { ChatFlowRef, ChatResponse } from "#common/validation/chat.ts";
import { site } from "#content/site.ts";
import { createTestApp, type TestAppOptions } from "#tests/fixtures/test-app.ts";
import { makeChatFlow } from "#tests/fixtures/test-leads.ts";
import { completion, startOpenAiStub } from "#tests/mocks/openai-stub.ts";
import { startWebhookReceiver } from "#tests/mocks/webhook-receiver.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db.ts";

import { FALLBACK_REPLY } from "../assistant/chat-service";
import type { Database } from "../db/client";
import {
  chatbotSubmissions,
  chatFlows,
  chatTranscripts,
  deliveryAttempts,
  outbox,
} from "../db/schema";
import { verifySignature } from "../jobs/webhook";
import { chatErrors } from "./chat";

const { prompts } = flowTexts.en;
const phone = site.phone.display;

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

/**
 * The app with room for this file's many messages and leads: on PostgreSQL the rate limits count
 * in the database, so every app a test builds shares them (the tests of the limits set theirs).
 */
const chatApp = (db: Database, options: TestAppOptions = {}) =>
  createTestApp(db, {
    ...options,
    limits: { chatPerWindow: 1e6, leadsPerWindow: 1e6, ...options.limits },
  });

/** A visitor's address, as the rate limits see it (the test app trusts one proxy). */
let nextVisitor = 1;
const newVisitor = () => `198.51.100.${nextVisitor++}`;

async function send(app: App, body: unknown, init: RequestInit & { visitor?: string } = {}) {
  const { visitor, ...rest } = init;
  const response = await app.request("/api/chat", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(visitor ? { "X-Forwarded-For": visitor } : {}),
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...rest,
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

const fields = ["name", "phone", "email", "service", "description", "location"] as const;

/**
 * Walks the call-back flow through the API as the widget does (the history is what the window
 * shows), up to and including the answer for `until`. Returns the last reply and the
 * conversation as the visitor saw it.
 */
async function requestCallBack(
  app: App,
  {
    until = "location",
    visitor = newVisitor(),
    language,
  }: { until?: (typeof fields)[number]; visitor?: string; language?: string } = {},
) {
  const shown: { sender: "user" | "bot"; message: string }[] = [
    { sender: "bot", message: "Hi, I'm the assistant." },
  ];
  const say = async (message: string, flow?: ChatFlowRef | null) => {
    const reply = await send(
      app,
      { message, history: shown.slice(-10), flow, ...(language ? { language } : {}) },
      { visitor },
    );
    shown.push({ sender: "user", message }, { sender: "bot", message: reply.json.response });
    return reply;
  };
  let reply = await say("Please take my details");
  const started = reply.json.flow as ChatFlowRef;
  for (const field of fields.slice(0, fields.indexOf(until) + 1)) {
    reply = await say(details[field], reply.json.flow);
  }
  return { reply, shown, flowId: started.id };
}

const leadCount = async () =>
  (await database.db.select({ n: count() }).from(chatbotSubmissions))[0]?.n ?? 0;

const storedFlow = async (id: string) =>
  (await database.db.select().from(chatFlows).where(eq(chatFlows.id, id)))[0];

describe("POST /api/chat: bad requests get a clear 4xx, never a 5xx", () => {
  const { app } = createTestApp(null);

  it("refuses a body that is not JSON", async () => {
    const reply = await send(app, "{not json");
    expect(reply).toEqual({ status: 400, json: { error: chatErrors.badJson } });
  });

  it.each(["text/plain", "text/plain; x=application/json", "application/jsonp"])(
    "refuses a request sent as %s (no cross-site simple request gets in)",
    async (type) => {
      const reply = await send(app, JSON.stringify({ message: "hi" }), {
        headers: { "Content-Type": type },
      });
      expect(reply).toEqual({ status: 415, json: { error: chatErrors.unsupported } });
    },
  );

  it("takes JSON whatever its parameters and case", async () => {
    const reply = await send(app, JSON.stringify({ message: "What are your hours?" }), {
      headers: { "Content-Type": "Application/JSON; charset=utf-8" },
    });
    expect(reply.status).toBe(200);
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
      { message: "hi", flow: { id: 42, step: "name" } },
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
    const { app } = chatApp(database);
    const reply = await send(app, { message: "What are your opening hours?", history: [] });
    expect(reply.status).toBe(200);
    expect(reply.json.response).toContain("06:00");
    expect(reply.json.flow).toBeUndefined();
  });

  it("starts the call-back flow on a trigger phrase, with the privacy notice, and keeps it", async () => {
    const at = new Date("2026-11-21T10:00:00Z");
    const { app } = chatApp(database, { now: () => at });
    const history = [{ sender: "bot" as const, message: "Hi, I'm the assistant." }];
    const reply = await send(app, { message: "I need an electrician to come out", history });
    expect(reply.json.response).toContain("/privacy-policy");
    expect(reply.json.response).toContain(prompts.name);
    // The browser gets the flow's id and step, and nothing else.
    expect(reply.json.flow).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), step: "name" });
    expect(await storedFlow(reply.json.flow!.id)).toMatchObject({
      step: "name",
      values: {},
      language: "en",
      privacyNotice: PRIVACY_NOTICE_VERSION,
      privacyNoticeShownAt: at,
      expiresAt: new Date("2026-11-21T12:00:00Z"),
      // The browser's "bot" line is not kept: it would read as the assistant's in the inbox.
      transcript: [
        { sender: "user", message: "I need an electrician to come out", at: at.toISOString() },
        { sender: "bot", message: reply.json.response, at: at.toISOString() },
      ],
    });
  });

  it("starts the flow in Afrikaans for an Afrikaans request, and in English with an isiXhosa line for isiXhosa", async () => {
    const { app } = chatApp(database);
    const afrikaans = await send(app, { message: "Kan julle my asseblief terugbel?" });
    expect(afrikaans.json.response).toContain("[privaatheidsbeleid](/privacy-policy)");
    expect(afrikaans.json.response.endsWith(flowTexts.af.prompts.name)).toBe(true);
    expect(await storedFlow(afrikaans.json.flow!.id)).toMatchObject({
      language: "af",
      privacyNotice: `${PRIVACY_NOTICE_VERSION}-af`,
    });
    const wrong = await send(app, { message: "M", flow: afrikaans.json.flow });
    expect(wrong.json.response).toBe("Gee asseblief jou volle naam.");
    // A flow the server no longer has is explained in the language of its last question.
    const lost = await send(app, {
      message: "Marietjie Swart",
      history: [{ sender: "bot", message: afrikaans.json.response }],
      flow: { id: crypto.randomUUID(), step: "name" },
    });
    expect(lost.json).toEqual({ response: flowTexts.af.flowLost(phone), flow: null });

    const isiXhosa = await send(app, { message: "Molo, ndicela ndifowunele" });
    expect(isiXhosa.json.response.startsWith("Ndiza kubuza ngesiNgesi")).toBe(true);
    expect(isiXhosa.json.response).toContain(phone);
    expect(isiXhosa.json.response.endsWith(prompts.name)).toBe(true);
    expect(await storedFlow(isiXhosa.json.flow!.id)).toMatchObject({ language: "xh" });
  });
});

describe("POST /api/chat: the call-back flow", () => {
  it("saves exactly one lead with the specification's fields, the address, the server's notice and a transcript without duplicates", async () => {
    const before = await leadCount();
    const { app } = chatApp(database);
    const { reply, shown, flowId } = await requestCallBack(app);
    expect(reply.json.flow).toBeNull();
    expect(reply.json.response).toContain("within 2 hours");
    expect(reply.json.response).toContain(phone);
    expect(reply.json.lead).toEqual({
      id: expect.any(String),
      statusUrl: expect.stringMatching(/^\/r\/CH-[0-9A-F]{8}\?t=[0-9a-z]+\.[\w-]{22}$/),
    });
    // The customer's status link names the chat's reference, beside the summary, not in it.
    expect(reply.json.lead!.statusUrl).toContain(
      `/r/CH-${reply.json.lead!.id.slice(0, 8).toUpperCase()}?`,
    );
    expect(reply.json.response).not.toContain("/r/");
    expect(await leadCount()).toBe(before + 1);
    // The flow ends with the lead: its row is gone.
    expect(await storedFlow(flowId)).toBeUndefined();

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
      address: details.location,
      propertyType: "",
      preferredContact: "phone",
      timeframe: "ASAP",
      source: "chatbot",
      privacyNotice: PRIVACY_NOTICE_VERSION,
      urgent: false,
    });
    expect(row?.privacyNoticeShownAt).toBeInstanceOf(Date);
    const [transcript] = await database.db
      .select()
      .from(chatTranscripts)
      .where(eq(chatTranscripts.submissionId, row!.id));
    // Exactly the conversation the visitor saw, each message once, in order.
    // Everything the visitor saw, once, but the greeting: the browser's own "bot" lines are not kept.
    expect(transcript?.messages.map(({ sender, message }) => ({ sender, message }))).toEqual(
      shown.slice(1),
    );
    expect(transcript?.messages).toHaveLength(2 + 2 * fields.length);
  });

  it("marks a call-back urgent when the visitor described danger on the way, so it waits on the emergency's clock", async () => {
    const { app } = chatApp(database);
    let reply = await send(app, { message: "Please call me back" });
    for (const field of fields) {
      if (field === "description") {
        // The safety answer comes first; the flow then takes the job's description.
        const danger = await send(app, {
          message: "The plug in the kitchen is sparking and smells of burning",
          flow: reply.json.flow,
        });
        expect(danger.json.response).toContain(phone);
      }
      reply = await send(app, { message: details[field], flow: reply.json.flow });
    }
    const [row] = await database.db
      .select({ urgent: chatbotSubmissions.urgent })
      .from(chatbotSubmissions)
      .where(eq(chatbotSubmissions.id, reply.json.lead!.id));
    expect(row).toEqual({ urgent: true });
  });

  it("keeps a lead whose answer ends in half an emoji (cut pasted text), with the half replaced", async () => {
    const before = await leadCount();
    const { app } = chatApp(database);
    const cut = "Quote for two extra plugs in the lounge \ud83d";
    let reply = await send(app, { message: "Please call me back" });
    for (const field of fields) {
      const message = field === "description" ? cut : details[field];
      reply = await send(app, { message, flow: reply.json.flow });
    }
    expect(reply.json.lead).toEqual({ id: expect.any(String), statusUrl: expect.any(String) });
    expect(await leadCount()).toBe(before + 1);
    const [row] = await database.db
      .select()
      .from(chatbotSubmissions)
      .where(eq(chatbotSubmissions.id, reply.json.lead!.id));
    expect(row?.description).toBe("Quote for two extra plugs in the lounge \ufffd");
  });

  it("repeats a step with the field's message, stays on it, and keeps both messages", async () => {
    const { app } = chatApp(database);
    const start = await send(app, { message: "get quote" });
    const reply = await send(app, { message: "x", flow: start.json.flow });
    expect(reply.json).toEqual({
      response: "Please provide your full name.",
      flow: start.json.flow,
    });
    const flow = await storedFlow(start.json.flow!.id);
    expect(flow).toMatchObject({ step: "name", values: {} });
    expect(flow?.transcript.slice(-2)).toMatchObject([
      { sender: "user", message: "x" },
      { sender: "bot", message: "Please provide your full name." },
    ]);
  });

  it("stops on cancel, forgets what was typed, and goes back to answering questions", async () => {
    const { app } = chatApp(database);
    const start = await send(app, { message: "take my details" });
    const named = await send(app, { message: details.name, flow: start.json.flow });
    const reply = await send(app, { message: "cancel", flow: named.json.flow });
    expect(reply.json.flow).toBeNull();
    expect(reply.json.response).toMatch(/stopped/);
    expect(await storedFlow(start.json.flow!.id)).toBeUndefined();
  });

  it("refuses a made-up flow id, saying the details were not kept and how to start again", async () => {
    const { app } = chatApp(database);
    const before = await leadCount();
    for (const flow of [
      { id: crypto.randomUUID(), step: "location" },
      { id: "1 or 1=1", step: "location" },
      { step: "location" },
      // What older widgets sent: the whole state, which is not read any more.
      {
        step: "location",
        values: { ...details, location: undefined },
        notice: { version: PRIVACY_NOTICE_VERSION, shownAt: new Date().toISOString() },
      },
    ]) {
      const reply = await send(app, { message: details.location, flow });
      expect(reply.status, JSON.stringify(flow)).toBe(200);
      expect(reply.json).toEqual({ response: flowTexts.en.flowLost(phone), flow: null });
    }
    expect(flowTexts.en.flowLost(phone)).toMatch(/nothing has been saved.*"call me back"/);
    expect(await leadCount()).toBe(before);
  });

  it("refuses a flow id used again after the flow completed (replayed by anyone)", async () => {
    const { app } = chatApp(database);
    const { flowId } = await requestCallBack(app);
    const before = await leadCount();
    for (const visitor of [newVisitor(), newVisitor()]) {
      const replay = await send(
        app,
        { message: details.location, flow: { id: flowId, step: "location" } },
        { visitor },
      );
      expect(replay.json).toEqual({ response: flowTexts.en.flowLost(phone), flow: null });
    }
    expect(await leadCount()).toBe(before);
  });

  it("gives one lead for two last answers sent at the same moment", async () => {
    const { app } = chatApp(database);
    const { reply } = await requestCallBack(app, { until: "description" });
    const before = await leadCount();
    const both = await Promise.all([
      send(app, { message: details.location, flow: reply.json.flow }),
      send(app, { message: details.location, flow: reply.json.flow }),
    ]);
    expect(await leadCount()).toBe(before + 1);
    expect(both.filter((answer) => answer.json.lead).length).toBe(1);
    expect(both.map((answer) => answer.json.flow)).toEqual([null, null]);
  });

  it("refuses a flow that has been left too long", async () => {
    let now = new Date("2026-11-21T10:00:00Z");
    const { app } = chatApp(database, { now: () => now });
    const start = await send(app, { message: "Please call me back" });
    now = new Date("2026-11-21T11:59:00Z");
    const named = await send(app, { message: details.name, flow: start.json.flow });
    expect(named.json.flow).toEqual({ id: start.json.flow!.id, step: "phone" });
    // Each answer gives it two more hours; two hours of silence end it.
    now = new Date("2026-11-21T13:59:01Z");
    const late = await send(app, { message: details.phone, flow: named.json.flow });
    expect(late.json).toEqual({ response: flowTexts.en.flowLost(phone), flow: null });
  });

  it("ignores a privacy notice sent by the browser: the lead has the one the server showed, and when", async () => {
    const shownAt = new Date("2026-11-21T09:00:00Z");
    const { app } = chatApp(database, { now: () => new Date("2026-11-21T09:30:00Z") });
    const flow = await makeChatFlow(
      database.db,
      { privacyNoticeShownAt: shownAt },
      new Date("2026-11-21T09:29:00Z"),
    );
    const reply = await send(app, {
      message: details.location,
      flow: {
        id: flow.id,
        step: "location",
        notice: { version: "forged-0", shownAt: "2000-01-01T00:00:00.000Z" },
        privacyNotice: "forged-1",
        privacyNoticeShownAt: "2000-01-01T00:00:00.000Z",
        values: { name: "Someone Else", email: "forged@example.com" },
      },
      notice: { version: "forged-2", shownAt: "2000-01-01T00:00:00.000Z" },
      transcript: [{ sender: "user", message: "forged transcript" }],
    });
    expect(reply.status).toBe(200);
    const [row] = await database.db
      .select()
      .from(chatbotSubmissions)
      .where(eq(chatbotSubmissions.id, reply.json.lead!.id));
    expect(row).toMatchObject({
      name: "Thandi Mokoena",
      email: "thandi@example.com",
      privacyNotice: PRIVACY_NOTICE_VERSION,
      privacyNoticeShownAt: shownAt,
    });
    const [transcript] = await database.db
      .select()
      .from(chatTranscripts)
      .where(eq(chatTranscripts.submissionId, row!.id));
    expect(JSON.stringify(transcript?.messages)).not.toContain("forged");
  });

  it("takes no answer for a step the server is not on, and asks its open question again", async () => {
    const { app } = chatApp(database);
    const { reply } = await requestCallBack(app, { until: "name" });
    expect(reply.json.flow?.step).toBe("phone");
    const before = await leadCount();
    // The browser claims to be at the address, skipping four questions.
    const skipped = await send(app, {
      message: details.location,
      flow: { id: reply.json.flow!.id, step: "location" },
    });
    expect(skipped.json).toEqual({
      response: prompts.phone,
      flow: { id: reply.json.flow!.id, step: "phone" },
    });
    expect(await storedFlow(reply.json.flow!.id)).toMatchObject({
      step: "phone",
      values: { name: details.name },
    });
    expect(await leadCount()).toBe(before);
  });

  it("does not take an answer sent twice as the answer to the next question", async () => {
    const { app } = chatApp(database);
    const { reply: started } = await requestCallBack(app, { until: "name" });
    const id = started.json.flow!.id;
    const again = await send(app, { message: details.name, flow: { id, step: "name" } });
    expect(again.json).toEqual({ response: prompts.phone, flow: { id, step: "phone" } });
    const next = await send(app, { message: details.phone, flow: again.json.flow });
    expect(next.json.flow).toEqual({ id, step: "email" });
    expect(await storedFlow(id)).toMatchObject({
      values: { name: details.name, phone: details.phone },
    });
  });

  it("resets the flow and gives the phone number when saving fails", async () => {
    const broken = await createTestDatabase();
    const { app } = chatApp(broken);
    const start = await send(app, { message: "Please call me back" });
    await broken.close();
    const reply = await send(app, { message: details.name, flow: start.json.flow });
    expect(reply.status).toBe(200);
    expect(reply.json.flow).toBeNull();
    expect(reply.json.response).toContain(phone);
    expect(reply.json.response).toMatch(/start over/);
    await broken.destroy();
  });
});

describe("POST /api/chat: a chat lead counts against the lead limit", () => {
  const limited = (extra: Partial<TestAppOptions> = {}) =>
    chatApp(database, {
      limits: { trustProxy: 1, leadsPerWindow: 1 },
      ...extra,
    }).app;

  it("saves nothing over the limit, says so with the phone number, and keeps the flow for later", async () => {
    const app = limited();
    const visitor = newVisitor();
    await requestCallBack(app, { visitor });
    const before = await leadCount();
    const { reply, flowId } = await requestCallBack(app, { visitor });
    expect(reply.json).toEqual({
      response: flowTexts.en.leadLimited(phone),
      flow: { id: flowId, step: "location" },
    });
    expect(reply.json.response).toContain(phone);
    expect(await leadCount()).toBe(before);
    expect(await storedFlow(flowId)).toMatchObject({
      step: "location",
      values: { name: details.name, description: details.description },
    });
    // Another visitor is not held back by this one.
    const other = await requestCallBack(app, { visitor: newVisitor() });
    expect(other.reply.json.lead).toBeDefined();
  });

  it("counts a last answer sent twice once: the allowance is taken only by the answer that saves", async () => {
    const app = limited();
    const visitor = newVisitor();
    const { reply } = await requestCallBack(app, { visitor, until: "description" });
    const before = await leadCount();
    const both = await Promise.all([
      send(app, { message: details.location, flow: reply.json.flow }, { visitor }),
      send(app, { message: details.location, flow: reply.json.flow }, { visitor }),
    ]);
    expect(both.filter((answer) => answer.json.lead).length).toBe(1);
    expect(both.map((answer) => answer.json.response)).not.toContain(
      flowTexts.en.leadLimited(phone),
    );
    expect(await leadCount()).toBe(before + 1);
  });

  it("counts the chat with the contact and booking forms: one allowance per visitor", async () => {
    const app = limited();
    const visitor = newVisitor();
    const contact = await app.request("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": visitor },
      body: JSON.stringify({
        name: "Thandi Mokoena",
        phone: "082 555 0101",
        email: "thandi@example.com",
        suburb: "Parow",
        service: "",
        message: "Please call me about the plugs in the kitchen.",
        consent: true,
        marketing: false,
      }),
    });
    expect(contact.status).toBe(201);
    const { reply } = await requestCallBack(app, { visitor });
    expect(reply.json.response).toBe(flowTexts.en.leadLimited(phone));
    expect(reply.json.lead).toBeUndefined();
  });

  it("does not count questions or the answers before the last", async () => {
    const app = limited();
    const visitor = newVisitor();
    for (let index = 0; index < 3; index++) {
      await send(app, { message: "What are your opening hours?" }, { visitor });
      await requestCallBack(app, { visitor, until: "description" });
    }
    const { reply } = await requestCallBack(app, { visitor });
    expect(reply.json.lead).toBeDefined();
  });
});

describe("POST /api/chat: danger is answered before anything else", () => {
  it("answers danger typed in the middle of the call-back form, then asks the open question again", async () => {
    const { app } = chatApp(database);
    const { reply } = await requestCallBack(app, { until: "phone" });
    const held = await send(app, {
      message: "There are sparks at the DB now!",
      flow: reply.json.flow,
    });
    expect(held.json.flow).toEqual({ id: reply.json.flow!.id, step: "email" });
    expect(held.json.response).toContain("main switch");
    expect(held.json.response).toContain(site.phone.display);
    expect(held.json.response).toMatch(
      /carry on with your details\. What is your email address\?$/,
    );
    const flow = await storedFlow(reply.json.flow!.id);
    expect(flow?.step).toBe("email");
    expect(flow?.transcript.slice(-2)).toMatchObject([
      { sender: "user", message: "There are sparks at the DB now!" },
      { sender: "bot", message: held.json.response },
    ]);
    // Nothing typed so far is lost: the flow goes on from there.
    const next = await send(app, { message: details.email, flow: held.json.flow });
    expect(next.json.flow?.step).toBe("service");
  });

  it("answers a harmless question asked beside a danger after the safety text", async () => {
    const { app } = chatApp(database);
    const reply = await send(app, {
      message: "What are your hours on Saturday? Also water is dripping from the ceiling light",
    });
    expect(reply.json.response).toContain("main switch");
    expect(reply.json.response).toContain("06:00");
    expect(reply.json.response.indexOf("main switch")).toBeLessThan(
      reply.json.response.indexOf("06:00"),
    );
    expect(reply.json.flow).toBeUndefined();
  });

  it("answers danger instead of starting the form, even when a call-back is asked for", async () => {
    const { app } = chatApp(database);
    const screened = await send(app, {
      message: "I need an electrician urgently, sparks and a burning smell from the plug",
    });
    expect(screened.json.flow).toBeUndefined();
    expect(screened.json.response).toContain("main switch");
    expect(screened.json.response).not.toContain("/privacy-policy");
    const hurt = await send(app, { message: "my son got a shock and he is not breathing" });
    expect(hurt.json.response).toMatch(/^Call an ambulance now: 112/);
    const passed = await send(app, { message: "What are your opening hours?" });
    expect(passed.json.response).toContain("06:00");
  });
});

describe("delivering chat leads to the webhook", () => {
  const webhookFor = (timeoutMs = 2_000) => ({ url: receiver.url, secret, timeoutMs });

  it("sends the row plus location and address, signed and with an idempotency key", async () => {
    const { app, outbox: processor } = chatApp(database, { webhook: webhookFor() });
    const before = receiver.received.length;
    const { reply } = await requestCallBack(app);
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

  it("answers as soon as the lead is committed, without waiting for a receiver that hangs", async () => {
    const { app, outbox: processor } = chatApp(database, {
      webhook: webhookFor(10_000),
    });
    const { reply } = await requestCallBack(app, { until: "description" });
    receiver.hang();
    const started = performance.now();
    const last = await send(app, { message: details.location, flow: reply.json.flow });
    const took = performance.now() - started;
    expect(last.json.lead).toBeDefined();
    expect(took).toBeLessThan(2_000);
    // The delivery is under way, held by the receiver; the lead is saved regardless.
    await expect.poll(() => receiver.held()).toBe(1);
    const [row] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subjectId, last.json.lead!.id));
    expect(row).toMatchObject({ kind: "webhook", status: "pending", attempts: 1 });
    receiver.recover();
    await processor.drain();
    const [delivered] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subjectId, last.json.lead!.id));
    expect(delivered?.status).toBe("delivered");
  });

  it("keeps the lead when the receiver is down, and delivers it exactly once later", async () => {
    const { app, outbox: processor } = chatApp(database, { webhook: webhookFor() });
    receiver.fail(503);
    const { reply } = await requestCallBack(app);
    await processor.drain();
    const leadId = reply.json.lead!.id;
    const [row] = await database.db.select().from(outbox).where(eq(outbox.subjectId, leadId));
    expect(row).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "Webhook failed: HTTP 503",
    });

    // Still down for the next try, then back up. One row at most: on a busy machine an attempt can
    // outlast the 20 ms backoff, and a larger batch would claim the same row again at once.
    await new Promise((resolve) => setTimeout(resolve, 60));
    await processor.runOnce(1);
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
    chatApp(database, {
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

  it("never lets the model near danger or leads: safety and the call-back form come first", async () => {
    const asked = stub.requests.length;
    const danger = await send(aiApp(), { message: "sparks are coming out of my plug!" });
    expect(danger.json.response).toContain("main switch");
    const callBack = await send(aiApp(), { message: "please call me back" });
    expect(callBack.json.response).toContain("/privacy-policy");
    expect(callBack.json.flow?.step).toBe("name");
    // Danger only the risk model sees (no rule has words for it) is not the model's either.
    const unseen = await send(aiApp(), {
      message:
        "my hairdryer fell in the basin full of water but i dried it off, can i use it again",
    });
    expect(unseen.json.response).toContain(phone);
    expect(stub.requests.length).toBe(asked);
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
    const { app, chat } = chatApp(database);
    chat.reply = async () => {
      throw new Error("everything is down");
    };
    const reply = await send(app, { message: "hello" });
    expect(reply).toEqual({ status: 200, json: { response: FALLBACK_REPLY } });
  });
});

describe("POST /api/chat: the language of a call-back request", () => {
  const languageOf = async (id: string) =>
    (
      await database.db
        .select({ language: chatbotSubmissions.language })
        .from(chatbotSubmissions)
        .where(eq(chatbotSubmissions.id, id))
    )[0]?.language;

  it("records Afrikaans for a request from an Afrikaans page, English otherwise", async () => {
    const { app } = chatApp(database);
    const fromAfrikaans = await requestCallBack(app, { language: "af" });
    expect(await languageOf(fromAfrikaans.reply.json.lead!.id)).toBe("af");
    const fromEnglish = await requestCallBack(app);
    expect(await languageOf(fromEnglish.reply.json.lead!.id)).toBe("en");
  });

  it("asks the call-back form's questions in Afrikaans on an Afrikaans page, even for English words", async () => {
    const { app } = chatApp(database);
    const visitor = newVisitor();
    const started = await send(
      app,
      { message: "Please call me back", language: "af" },
      { visitor },
    );
    expect(started.json.response.endsWith(flowTexts.af.prompts.name)).toBe(true);
    const wrong = await send(
      app,
      { message: "M", flow: started.json.flow, language: "af" },
      { visitor },
    );
    expect(wrong.json.response).toBe("Gee asseblief jou volle naam.");
  });

  it("refuses a language other than en or af with 400 and says which are meant", async () => {
    const { app } = chatApp(database);
    const reply = await send(app, { message: "Hello", language: "fr" }, { visitor: newVisitor() });
    expect(reply.status).toBe(400);
    expect(reply.json.error).toBe(chatErrors.language);
  });
});
