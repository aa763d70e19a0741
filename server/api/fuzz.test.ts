/**
 * Fuzzing every public endpoint with random and hostile bodies (issue "Bad input"): JSON of any
 * shape, the right keys with the wrong types, __proto__ and constructor keys, deeply nested
 * arrays, 20 KB strings, broken JSON, empty bodies, the wrong Content-Type, NUL bytes and lone
 * surrogates, and the forms' own urlencoded bodies. Whatever arrives, the server must answer
 * below 500, with parseable JSON where it says JSON, and must never leave a partial lead: a
 * refusal writes nothing, and a lead that is saved is saved with every delivery it needs.
 * Where the rules say what the answer is (a control character in a form field, a callback
 * address that is not printable ASCII, a chat flow the browser makes up), the answer is checked
 * too.
 *
 * The runs are seeded, so a failure repeats; fast-check prints the seed, the path and the
 * shrunk body. Change `seed` to explore other inputs.
 */
import { eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { bookingCalendar } from "#common/booking-dates.ts";
import { flowTexts, PRIVACY_NOTICE_VERSION } from "#common/chat-flow-text.ts";
import { leadFields } from "#common/validation/chat.ts";
import { fieldMessages } from "#common/validation/fields.ts";
import { site } from "#content/site.ts";
import { awkwardChar, hostileString } from "#tests/fixtures/arbitraries.ts";
import { createTestApp } from "#tests/fixtures/test-app.ts";
import { makeChatFlow } from "#tests/fixtures/test-leads.ts";
import { startSmtpReceiver } from "#tests/mocks/smtp-receiver.ts";
import { startWebhookReceiver } from "#tests/mocks/webhook-receiver.ts";
import { consoleError } from "#tests/setup/setup-test-env.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db.ts";

import { AUTH_BODY_LIMIT_BYTES } from "../auth/routes";
import {
  account,
  appointments,
  chatbotSubmissions,
  chatFlows,
  chatTranscripts,
  contactMessages,
  outbox,
  session,
  user,
  verification,
} from "../db/schema";
import { createMailer, type Mailer } from "../mail/mailer";
import { leadErrors } from "./leads";

const seed = 20_261_121;
/** Saturday 21 November 2026, 22:00 in Cape Town, as in leads.test.ts. */
const now = () => new Date("2026-11-21T20:00:00Z");

let database: TestDatabase;
let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let mailer: Mailer;
let testApp: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  webhook = await startWebhookReceiver();
  smtp = await startSmtpReceiver();
  mailer = createMailer({
    url: smtp.url,
    from: "Lavis Electrical <no-reply@example.com>",
    timeoutMs: 2_000,
  });
  // A webhook and e-mail, so a complete lead has three outbox rows to check for.
  testApp = createTestApp(database, {
    now,
    webhook: { url: webhook.url, secret: "fuzz-webhook-secret-0123456789", timeoutMs: 2_000 },
    mailer,
    notifyTo: "office@example.com",
    limits: { trustProxy: 1, leadsPerWindow: 1e9, chatPerWindow: 1e9, authPerWindow: 1e9 },
  });
  const created = await send("/api/auth/sign-up/email", {
    contentType: "application/json",
    origin: "http://localhost",
    body: JSON.stringify(staff),
  });
  expect(created.status).toBe(200);
  // Confirmed as its e-mailed link would, so the staff member can sign in.
  await database.db.update(user).set({ emailVerified: true }).where(eq(user.email, staff.email));
});

afterAll(async () => {
  await testApp?.outbox.drain();
  mailer?.close();
  await smtp?.close();
  await webhook?.close();
  await database?.destroy();
});

// ---------------------------------------------------------------------------------------------
// Bodies

interface Case {
  contentType?: string;
  body?: string | Uint8Array<ArrayBuffer>;
  origin?: string;
}

/** A JSON object written as text, so keys like __proto__ and values like deep arrays survive. */
const objectText = (entries: readonly (readonly [string, string])[]) =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(",")}}`;

const entriesOf = (value: Record<string, unknown>) =>
  Object.entries(value).map(([key, field]) => [key, JSON.stringify(field)] as const);

const nestedArrays = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

/** Any JSON value, as text. */
const hostileJson: fc.Arbitrary<string> = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  hostileString.map((value) => JSON.stringify(value)),
  fc.integer({ min: 1, max: 6_000 }).map(nestedArrays),
  fc.constantFrom("true", "false", "null", "0", "-1", "1e309", "[]", "{}", '{"":""}'),
  fc.constant('{"__proto__":{"polluted":"yes"}}'),
  fc.constant('{"constructor":{"prototype":{"polluted":"yes"}}}'),
);

const jsonType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/json; charset=utf-16",
);

const jsonBody = (text: fc.Arbitrary<string>) =>
  fc.tuple(jsonType, text).map(([contentType, body]): Case => ({ contentType, body }));

/** Bodies for an endpoint that reads JSON with these valid fields. */
function jsonCases(valid: Record<string, unknown>): fc.Arbitrary<Case> {
  const keys = Object.keys(valid);
  const validEntries = entriesOf(valid);
  return fc.oneof(
    // One field of a valid body replaced: the cases that get furthest in.
    {
      weight: 6,
      arbitrary: jsonBody(
        fc
          .tuple(fc.constantFrom(...keys), hostileJson)
          .map(([key, value]) =>
            objectText(validEntries.map(([k, v]) => [k, k === key ? value : v] as const)),
          ),
      ),
    },
    { weight: 2, arbitrary: jsonBody(fc.jsonValue().map((value) => JSON.stringify(value))) },
    {
      weight: 2,
      arbitrary: jsonBody(
        fc
          .array(fc.tuple(fc.constantFrom(...keys), hostileJson), { maxLength: keys.length })
          .map(objectText),
      ),
    },
    {
      weight: 1,
      arbitrary: jsonBody(
        fc
          .tuple(
            fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty"),
            hostileJson,
          )
          .map(([key, value]) => objectText([[key, value], ...validEntries])),
      ),
    },
    {
      weight: 1,
      arbitrary: jsonBody(
        fc.oneof(
          fc.integer({ min: 1, max: 7_000 }).map(nestedArrays),
          fc
            .integer({ min: 1, max: 3_000 })
            .map((depth) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`),
        ),
      ),
    },
    {
      weight: 2,
      arbitrary: jsonBody(
        fc.oneof(
          fc.string({ unit: awkwardChar, maxLength: 40 }),
          fc.nat(200).map((cut) => JSON.stringify(valid).slice(0, cut)),
          fc.constantFrom("{", "{'name': 1}", "NaN", "undefined", "\u0000", '{"a":1}}', "[1,]"),
        ),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.record({ contentType: fc.option(jsonType, { nil: undefined }) }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.option(
            fc.constantFrom(
              "text/plain",
              "multipart/form-data",
              "multipart/form-data; boundary=x",
              "application/xml",
              "application/x-www-form-urlencoded",
              "application/json-seq",
              "application/jsonx",
              "",
            ),
            { nil: undefined },
          ),
          fc.constantFrom(JSON.stringify(valid), "--x\r\nContent-Disposition: form-data\r\n\r\n"),
        )
        .map(([contentType, body]): Case => ({ contentType, body })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(jsonType, fc.uint8Array({ maxLength: 200 }))
        .map(([contentType, bytes]): Case => ({ contentType, body: Uint8Array.from(bytes) })),
    },
  );
}

const formType = "application/x-www-form-urlencoded";

/** Bodies as a plain HTML form sends them, for the contact and booking forms. */
function formCases(valid: Record<string, string>): fc.Arbitrary<Case> {
  const keys = Object.keys(valid);
  const encode = (entries: [string, string][]) => new URLSearchParams(entries).toString();
  return fc
    .oneof(
      {
        weight: 4,
        arbitrary: fc
          .tuple(fc.constantFrom(...keys), hostileString)
          .map(([key, value]) =>
            encode(Object.entries(valid).map(([k, v]) => [k, k === key ? value : v])),
          ),
      },
      {
        weight: 1,
        arbitrary: fc
          .array(fc.tuple(fc.oneof(fc.constantFrom(...keys), fc.string()), hostileString), {
            maxLength: 12,
          })
          .map(encode),
      },
      {
        weight: 1,
        arbitrary: fc.oneof(
          fc.string({ unit: awkwardChar, maxLength: 60 }),
          fc.constantFrom(
            "%",
            "%zz",
            "name=%E0%A4%A",
            "=&=&&",
            "name=a&name=b",
            "consent=on&consent=on",
          ),
        ),
      },
    )
    .map((body): Case => ({ contentType: formType, body }));
}

// ---------------------------------------------------------------------------------------------
// Valid requests, to mutate

const details = {
  name: "Thandi Mokoena",
  phone: "082 555 0101",
  email: "thandi@example.com",
  service: "Repairs",
  description: "The kitchen plugs trip the earth leakage unit whenever it rains.",
  location: "12 Voortrekker Road, Parow",
};

/**
 * The flow the chat cases answer: seeded afresh before each one (seedFlow), at its last
 * question, so that an unchanged id completes it and a changed one names no flow.
 */
const FUZZ_FLOW_ID = "6f1d3c2a-9b7e-4c1d-8e5f-0a1b2c3d4e5f";

async function seedFlow() {
  await database.db.delete(chatFlows).where(eq(chatFlows.id, FUZZ_FLOW_ID));
  await makeChatFlow(database.db, { id: FUZZ_FLOW_ID }, now());
}

const chatBodies = {
  question: { message: "What are your opening hours?", history: [] },
  lastAnswer: {
    message: details.location,
    history: [{ sender: "user", message: "Please take my details" }],
    flow: { id: FUZZ_FLOW_ID, step: "location" },
  },
};

const contact = {
  name: "Thandi Mokoena",
  phone: "082 555 0101",
  email: "thandi@example.com",
  suburb: "Parow",
  service: "",
  message: "The kitchen plugs trip the earth leakage unit whenever it rains.",
  consent: "on",
  marketing: "",
};

const booking = {
  service: "not-sure",
  description: "Geyser element keeps tripping the main switch in the mornings.",
  propertyType: "residential",
  address: "12 Voortrekker Road",
  suburb: "other",
  otherSuburb: "Elsies River",
  date: bookingCalendar(now()).dates[2]!,
  window: "morning",
  name: "Sipho Dlamini",
  phone: "+27 82 555 0199",
  email: "sipho@example.com",
  preferredContact: "email",
  consent: "on",
  marketing: "on",
};

const password = "copper-geyser-breaker-42";
/** An account made before the runs, so sign-in and password reset get past "no such user". */
const staff = { name: "Staff Member", email: "staff@example.com", password };
const signUp = {
  name: "New Staff",
  email: "new.staff@example.com",
  password,
  callbackURL: "/admin",
};
const signIn = { email: staff.email, password, callbackURL: "/admin" };
const passwordReset = { email: staff.email, redirectTo: "/reset-password" };

// ---------------------------------------------------------------------------------------------
// Sending and checking

async function send(path: string, request: Case) {
  const headers: Record<string, string> = { "X-Forwarded-For": "198.51.100.77" };
  if (request.contentType !== undefined) headers["Content-Type"] = request.contentType;
  if (request.origin !== undefined) headers.Origin = request.origin;
  const response = await testApp.app.request(`http://localhost${path}`, {
    method: "POST",
    headers,
    body: request.body,
  });
  return {
    status: response.status,
    type: response.headers.get("content-type") ?? "",
    text: await response.text(),
  };
}

/** What a request may change: the ids of every lead, delivery and account row. */
async function snapshot() {
  const { db } = database;
  const [chats, transcripts, flows, contacts, bookings, queued, users, accounts, sessions, tokens] =
    await Promise.all([
      db.select({ id: chatbotSubmissions.id }).from(chatbotSubmissions),
      db.select({ id: chatTranscripts.submissionId }).from(chatTranscripts),
      db.select({ id: chatFlows.id }).from(chatFlows),
      db.select({ id: contactMessages.id }).from(contactMessages),
      db.select({ id: appointments.id }).from(appointments),
      db.select({ id: outbox.id }).from(outbox),
      db.select({ id: user.id }).from(user),
      db.select({ id: account.userId }).from(account),
      db.select({ id: session.id }).from(session),
      db.select({ id: verification.id }).from(verification),
    ]);
  const ids = (rows: { id: string }[]) => new Set(rows.map((row) => row.id));
  return {
    chatbot_submissions: ids(chats),
    chat_transcripts: ids(transcripts),
    chat_flows: ids(flows),
    contact_messages: ids(contacts),
    appointments: ids(bookings),
    outbox: ids(queued),
    user: ids(users),
    account: ids(accounts),
    session: ids(sessions),
    verification: ids(tokens),
  };
}
type Snapshot = Awaited<ReturnType<typeof snapshot>>;

const added = (before: Set<string>, after: Set<string>) =>
  [...after].filter((id) => !before.has(id));

/** Each lead table, with the subject type its outbox rows carry. */
const leadTables = {
  chatbot_submissions: "chatbot_submission",
  contact_messages: "contact_message",
  appointments: "appointment",
} as const;

/** The e-mail address a lead row was saved with. */
async function emailOf(table: keyof typeof leadTables, id: string) {
  const source = {
    chatbot_submissions: chatbotSubmissions,
    contact_messages: contactMessages,
    appointments,
  }[table];
  const [row] = await database.db
    .select({ email: source.email })
    .from(source)
    .where(inArray(source.id, [id]));
  return row?.email ?? "";
}

/** The id of the lead a chat answer says it saved, if it says so. */
function leadIdIn(text: string): string | undefined {
  try {
    const answer = JSON.parse(text) as { lead?: { id?: unknown } } | null;
    return typeof answer?.lead?.id === "string" ? answer.lead.id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What went wrong with one request, if anything: a 5xx, a logged error, JSON that does not
 * parse, a polluted prototype, rows written by a refusal, or a lead saved without everything
 * that has to go with it. Everything is listed at once, so a 5xx that also left rows says both.
 */
async function problemsWith(path: string, request: Case) {
  const before = await snapshot();
  // Collected instead of thrown, so the answer the visitor would get is what is checked.
  const logged: string[] = [];
  consoleError.mockImplementation((...args: unknown[]) => {
    logged.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(" "));
  });
  const reply = await send(path, request);
  const after = await snapshot();
  const problems: string[] = [];

  if (reply.status >= 500) problems.push(`answered ${reply.status}: ${reply.text.slice(0, 200)}`);
  for (const line of logged) problems.push(`console.error: ${line.slice(0, 1_500)}`);
  if (reply.type.includes("application/json")) {
    try {
      JSON.parse(reply.text);
    } catch {
      problems.push(`answered ${reply.type} that does not parse: ${reply.text.slice(0, 200)}`);
    }
  }
  if (Object.prototype.hasOwnProperty.call(Object.prototype, "polluted")) {
    problems.push("Object.prototype was polluted");
  }

  const tables = Object.keys(before) as (keyof Snapshot)[];
  if (reply.status >= 300) {
    for (const table of tables) {
      const written = added(before[table], after[table]).length;
      if (written || before[table].size !== after[table].size) {
        problems.push(`a ${reply.status} answer changed ${table}: ${written} new row(s)`);
      }
    }
    return { reply, problems };
  }

  // A saved lead has its deliveries (server/leads/deliveries.ts: the webhook, the business
  // e-mail, and the visitor's confirmation when there is an address to send it to) and, from
  // the chat, its transcript; no delivery is queued for anything else.
  const newLeads = (Object.keys(leadTables) as (keyof typeof leadTables)[]).flatMap((table) =>
    added(before[table], after[table]).map((id) => ({ table, id })),
  );
  if (newLeads.length > 1) problems.push(`one request saved ${newLeads.length} leads`);
  const reported = reply.type.includes("application/json") ? leadIdIn(reply.text) : undefined;
  if (reported && !newLeads.some((lead) => lead.id === reported)) {
    problems.push(`the chat reported lead ${reported}, which was not saved`);
  }
  const newOutbox = added(before.outbox, after.outbox);
  const rows = newOutbox.length
    ? await database.db
        .select({ kind: outbox.kind, subjectType: outbox.subjectType, subjectId: outbox.subjectId })
        .from(outbox)
        .where(inArray(outbox.id, newOutbox))
    : [];
  let expected = 0;
  for (const lead of newLeads) {
    const email = await emailOf(lead.table, lead.id);
    const wanted = email ? ["email", "email", "webhook"] : ["email", "webhook"];
    expected += wanted.length;
    const own = rows.filter((row) => row.subjectId === lead.id);
    const kinds = own.map((row) => row.kind).sort();
    if (JSON.stringify(kinds) !== JSON.stringify(wanted)) {
      problems.push(`${lead.table} ${lead.id} saved with deliveries [${kinds.join(", ")}]`);
    }
    if (own.some((row) => row.subjectType !== leadTables[lead.table])) {
      problems.push(`${lead.table} ${lead.id} has deliveries for another kind of lead`);
    }
    if (lead.table === "chatbot_submissions" && !after.chat_transcripts.has(lead.id)) {
      problems.push(`chat lead ${lead.id} saved without its transcript`);
    }
  }
  if (rows.length !== expected) {
    problems.push(`${rows.length} deliveries queued for ${newLeads.length} new lead(s)`);
  }

  // An account is created whole: the user with its password.
  for (const id of added(before.user, after.user)) {
    if (!after.account.has(id)) problems.push(`user ${id} saved without its account`);
  }
  return { reply, problems };
}

/** Sends one case and fails with everything that went wrong, and the request that did it. */
async function check(path: string, request: Case) {
  const { reply, problems } = await problemsWith(path, request);
  expect(problems, `POST ${path} answered ${reply.status}`).toEqual([]);
  return reply;
}

const runs = (numRuns: number) => ({ seed, numRuns });

describe("fuzzing the public endpoints", () => {
  it("POST /api/chat", async () => {
    const cases = fc.oneof(jsonCases(chatBodies.question), jsonCases(chatBodies.lastAnswer));
    await fc.assert(
      fc.asyncProperty(cases, async (request) => {
        await seedFlow();
        await check("/api/chat", request);
      }),
      runs(150),
    );
  });

  it("POST /api/contact, as JSON and as a plain form", async () => {
    const cases = fc.oneof(
      jsonCases({ ...contact, consent: true, marketing: false }),
      formCases(contact),
    );
    await fc.assert(
      fc.asyncProperty(cases, async (request) => {
        await check("/api/contact", request);
      }),
      runs(150),
    );
  });

  it("POST /api/bookings, as JSON and as a plain form", async () => {
    const cases = fc.oneof(
      jsonCases({ ...booking, consent: true, marketing: true }),
      formCases(booking),
    );
    await fc.assert(
      fc.asyncProperty(cases, async (request) => {
        await check("/api/bookings", request);
      }),
      runs(150),
    );
  });

  describe.each([
    ["/api/auth/sign-up/email", signUp],
    ["/api/auth/sign-in/email", signIn],
    ["/api/auth/request-password-reset", passwordReset],
  ] as const)("POST %s", (path, valid) => {
    it("answers any body below 500 and never leaves half an account", async () => {
      const cases = fc
        .tuple(
          jsonCases(valid),
          fc.constantFrom(undefined, "http://localhost", "https://evil.example", "null"),
        )
        .map(([request, origin]): Case => ({ ...request, origin }));
      await fc.assert(
        fc.asyncProperty(cases, async (request) => {
          await check(path, request);
        }),
        runs(60),
      );
    });
  });

  /** Where better-auth sends the browser next; our pages only ever send plain paths. */
  const addressFields = ["callbackURL", "redirectTo", "newUserCallbackURL", "errorCallbackURL"];
  // A path of this site: one slash, then printable ASCII (no "//host" or "/\\host").
  const sitePath = /^\/(?![/\\])[\x21-\x7E]*$/;

  describe.each([
    ["/api/auth/sign-up/email", signUp],
    ["/api/auth/sign-in/email", signIn],
    ["/api/auth/request-password-reset", passwordReset],
  ] as const)("POST %s with a callback address", (path, valid) => {
    it("refuses an address that is not a path of this site with 400, before any row is written", async () => {
      const address = fc.oneof(
        hostileString,
        fc.constantFrom(
          "/admin",
          "/reset-password",
          "",
          "/admin?tab=leads#top",
          "/a b",
          "http://localhost:9999/phish",
          "//evil.example/x",
          "/\\evil.example",
        ),
        fc.jsonValue().filter((value) => typeof value !== "string"),
      );
      const cases = fc.tuple(fc.constantFrom(...addressFields), address).map(([field, value]) => ({
        field,
        value,
        request: {
          contentType: "application/json",
          origin: "http://localhost",
          // A fresh address for sign-up, so that a refusal is not put down to a taken one.
          body: JSON.stringify({
            ...valid,
            ...("name" in valid ? { email: `fuzz.${crypto.randomUUID()}@example.com` } : {}),
            [field]: value,
          }),
        },
      }));
      await fc.assert(
        fc.asyncProperty(cases, async ({ field, value, request }) => {
          const reply = await check(path, request);
          const refused = typeof value !== "string" || !sitePath.test(value);
          if (Buffer.byteLength(request.body) > AUTH_BODY_LIMIT_BYTES) {
            // Too large to be read at all.
            expect(reply.status).toBe(413);
          } else if (refused) {
            expect(reply.status, `${field}=${JSON.stringify(value)}`).toBe(400);
            expect(JSON.parse(reply.text)).toMatchObject({ code: "INVALID_CALLBACK_URL" });
          } else {
            expect(reply.text).not.toContain("INVALID_CALLBACK_URL");
          }
        }),
        runs(15),
      );
    });
  });
});

describe("a call-back flow the browser names", () => {
  const flowLost = flowTexts.en.flowLost(site.phone.display);

  it("saves a lead only for the live flow at its last question, answered as that question, with the server's details and notice, whatever else is sent", async () => {
    const value = hostileString.filter((text) => text.length <= 1_000);
    const forged = fc.record(
      {
        id: fc.oneof(
          fc.constant(FUZZ_FLOW_ID),
          fc.uuid(),
          hostileString,
          fc.constant(FUZZ_FLOW_ID.toUpperCase()),
        ),
        step: fc.constantFrom(...leadFields),
        values: fc.record(
          Object.fromEntries(leadFields.map((field) => [field, value])) as Record<
            (typeof leadFields)[number],
            fc.Arbitrary<string>
          >,
          { requiredKeys: [] },
        ),
        notice: fc.record({ version: fc.string(), shownAt: fc.string() }),
      },
      { requiredKeys: ["id"] },
    );
    await fc.assert(
      fc.asyncProperty(forged, async (flow) => {
        await seedFlow();
        const before = await snapshot();
        const reply = await check("/api/chat", {
          contentType: "application/json",
          body: JSON.stringify({ message: details.location, flow }),
        });
        const saved = added(before.chatbot_submissions, (await snapshot()).chatbot_submissions);
        if (reply.status !== 200) {
          // Refused for its shape (an id too long to be one, a step that is none).
          expect(saved).toEqual([]);
          return;
        }
        const answer = JSON.parse(reply.text) as { response?: string };
        // The same id in capitals is the same UUID to the database.
        if (flow.id.toLowerCase() !== FUZZ_FLOW_ID) {
          expect(saved).toEqual([]);
          expect(answer.response).toBe(flowLost);
          return;
        }
        if (flow.step !== undefined && flow.step !== "location") {
          // An answer meant for another question is not taken: the open one is asked again.
          expect(saved).toEqual([]);
          expect(answer.response).toBe(flowTexts.en.prompts.location);
          return;
        }
        expect(saved).toHaveLength(1);
        const [row] = await database.db
          .select()
          .from(chatbotSubmissions)
          .where(inArray(chatbotSubmissions.id, saved));
        expect(row).toMatchObject({
          name: details.name,
          phone: details.phone,
          email: details.email,
          service: details.service,
          description: details.description,
          address: details.location,
          privacyNotice: PRIVACY_NOTICE_VERSION,
        });
      }),
      runs(40),
    );
  });
});

describe("bad input the fuzzing found, each as its smallest case", () => {
  const json = (body: unknown, origin?: string): Case => ({
    contentType: "application/json",
    body: typeof body === "string" ? body : JSON.stringify(body),
    origin,
  });
  const parsed = (reply: { text: string }) => JSON.parse(reply.text) as Record<string, unknown>;

  it.each([
    [
      "a contact form with NUL in the name",
      "/api/contact",
      { ...contact, consent: true, name: "Thandi\u0000Mokoena" },
      "name",
    ],
    [
      "a contact form with an escape character in the message",
      "/api/contact",
      { ...contact, consent: true, message: `${contact.message}\u001b[2J` },
      "message",
    ],
    [
      "a booking with NUL in the description",
      "/api/bookings",
      { ...booking, consent: true, description: "Geyser\u0000 trips the main switch" },
      "description",
    ],
    [
      "a booking with NUL in the other suburb",
      "/api/bookings",
      { ...booking, consent: true, otherSuburb: "Elsies\u0000River" },
      "otherSuburb",
    ],
  ])(
    "refuses %s with 422 and the control-character message on that field, saving nothing",
    async (_, path, body, field) => {
      const reply = await check(path, json(body));
      expect(reply.status).toBe(422);
      expect(parsed(reply)).toEqual({
        error: leadErrors.invalid,
        fieldErrors: { [field]: fieldMessages.control },
      });
    },
  );

  it("refuses a plain HTML contact form with NUL in the name with 422 and the message, saving nothing", async () => {
    const body = new URLSearchParams({ ...contact, name: "Thandi\u0000Mokoena" }).toString();
    const reply = await check("/api/contact", { contentType: formType, body });
    expect(reply.status).toBe(422);
    expect(reply.type).toContain("text/html");
    expect(reply.text).toContain(fieldMessages.control);
  });

  it("answers a sign-in body of JSON null with a 4xx, not a crash", async () => {
    const reply = await check("/api/auth/sign-in/email", json("null", "http://localhost"));
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
  });

  it.each([
    [
      "a sign-in whose callbackURL has a character above U+00FF",
      "/api/auth/sign-in/email",
      { ...signIn, callbackURL: "/admin?\u0101" },
    ],
    [
      "a sign-in whose callbackURL has a character from U+0080 to U+00FF",
      "/api/auth/sign-in/email",
      { ...signIn, callbackURL: "/admin?caf\u00e9" },
    ],
    [
      "a password reset whose redirectTo is a lone surrogate",
      "/api/auth/request-password-reset",
      { ...passwordReset, redirectTo: "\ud800" },
    ],
    [
      "a password reset whose redirectTo has a line break",
      "/api/auth/request-password-reset",
      { ...passwordReset, redirectTo: "/reset-password\r\nSet-Cookie: a=b" },
    ],
    [
      "a sign-up whose callbackURL is not a string",
      "/api/auth/sign-up/email",
      { ...signUp, email: "other.staff@example.com", callbackURL: ["/admin"] },
    ],
  ])(
    "refuses %s with 400 INVALID_CALLBACK_URL, before a session, token or account is made",
    async (_, path, body) => {
      // check() fails on any row a 4xx answer leaves: here the session, verification and user.
      const reply = await check(path, json(body, "http://localhost"));
      expect(reply.status).toBe(400);
      expect(parsed(reply)).toMatchObject({ code: "INVALID_CALLBACK_URL" });
    },
  );

  // A known bug (remove `.fails` once fixed): zod compares the `length` of a value that is not
  // a string with the field's limits, which throws when that length cannot be made a primitive.
  it.each([
    ["/api/contact", { ...contact, consent: true }, "name"],
    ["/api/bookings", { ...booking, consent: true }, "description"],
    ["/api/chat", chatBodies.question, "message"],
  ] as const)(
    "answers %s with an object whose length is {valueOf:0,toString:0} in a text field below 500",
    async (path, body, field) => {
      const odd = { length: { valueOf: 0, toString: 0 } };
      const reply = await check(path, json({ ...body, [field]: odd }));
      expect(reply.status).toBeLessThan(500);
    },
  );

  it("still signs in with a plain path as the callbackURL", async () => {
    const reply = await check("/api/auth/sign-in/email", json(signIn, "http://localhost"));
    expect(reply.status).toBe(200);
  });
});
