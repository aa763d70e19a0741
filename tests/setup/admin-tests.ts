/**
 * What every admin test starts from: a database of its own for the test file and an admin who is
 * signed in. The admin is what the auth middleware would set as `viewer`, not a stored account:
 * signing in is the auth tests' subject (server/auth/auth.test.ts), not these.
 */
import { Hono } from "hono";
import { pino } from "pino";
import { afterAll, beforeAll, expect } from "vitest";

import type { Viewer } from "#common/viewer.ts";
import { adminRoutes, type AdminRoutesOptions } from "#server/api/admin/routes.ts";
import type { ViewerVariables } from "#server/auth/viewer.ts";
import type { Database, Db } from "#server/db/client.ts";
import { failWebhook, webhookOf, type MadeLead } from "#tests/fixtures/test-leads.ts";

import { createTestDatabase, type TestDatabase } from "./test-db";

export const testAdmin: Viewer = {
  id: "admin-1",
  email: "shaun@example.com",
  name: "Shaun",
  role: "admin",
  twoFactorEnabled: true,
};

export interface AdminTests {
  /** The test file's own database: created before its first test, removed after its last. */
  readonly database: TestDatabase;
  readonly db: Db;
  /** The signed-in admin the tests act as. */
  readonly admin: Viewer;
}

/** Call at the top of a test file; read `database` and `db` inside the tests. */
export function setUpAdminTests(): AdminTests {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.destroy());
  const opened = () => {
    if (!database) throw new Error("The test database opens in beforeAll: read it inside a test.");
    return database;
  };
  return {
    get database() {
      return opened();
    },
    get db() {
      return opened().db;
    },
    admin: testAdmin,
  };
}

/** Saturday 21 November 2026, 22:00 in Cape Town: Monday 23 November is the first bookable day. */
export const adminApiNow = () => new Date("2026-11-21T20:00:00Z");

type AdminApp = Hono<{ Variables: ViewerVariables }>;

export interface AdminReply {
  status: number;
  headers: Headers;
  text: string;
  json: Record<string, unknown>;
}

/** setUpAdminTests, and the admin API as the app mounts it, with the admin signed in. */
export function setUpAdminApiTests() {
  const tests = setUpAdminTests();
  const silent = pino({ level: "silent" });

  /** The admin API behind a stand-in for the auth middleware; `db` replaces the file's database. */
  function appFor(options: Partial<AdminRoutesOptions> = {}, db: Database = tests.database) {
    const app: AdminApp = new Hono();
    app.use(async (c, next) => {
      c.set("viewer", testAdmin);
      await next();
    });
    app.route(
      "/api/admin",
      adminRoutes({
        database: db,
        logger: silent,
        retentionDays: 730,
        now: adminApiNow,
        ...options,
      }),
    );
    return app;
  }

  /** A request to /api/admin`path`: GET, or a JSON POST when there is a body. */
  async function call(
    path: string,
    init: {
      method?: string;
      body?: unknown;
      headers?: Record<string, string>;
      app?: AdminApp;
    } = {},
  ): Promise<AdminReply> {
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

  return {
    get database() {
      return tests.database;
    },
    get db() {
      return tests.db;
    },
    admin: tests.admin,
    appFor,
    call,
    fieldErrorsOf: (reply: AdminReply) => reply.json.fieldErrors as Record<string, string>,
    /** The webhook delivery queued with a lead. */
    webhookOf: (lead: MadeLead) => webhookOf(tests.db, lead.id),
    /** One failed attempt at a lead's webhook (HTTP 503); its id. */
    failWebhook: (lead: MadeLead) =>
      failWebhook(tests.db, lead.id, { statusCode: 503, error: "HTTP 503", durationMs: 4 }),
  };
}
