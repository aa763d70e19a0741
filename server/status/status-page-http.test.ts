import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { LoadContext } from "#common/load-context.ts";
import { leadBody } from "#tests/fixtures/lead-requests.ts";
import { createTestApp } from "#tests/fixtures/test-app.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db.ts";

import type { RenderPage } from "../app";
import { appointments, outbox } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import { STATUS_PAGE_BODY_LIMIT_BYTES } from "./status-page-http";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

/** Queues e-mails without sending them anywhere: the test reads the queued rows. */
const idleMailer: Mailer = { send: () => new Promise(() => {}), close: () => {} };

/**
 * Stands in for React Router with what the status route does with the load context: the page's
 * state on GET, the action's outcome on POST.
 */
const renderPage = vi.fn<RenderPage>(async (request: Request, context: LoadContext) => {
  const url = new URL(request.url);
  if (!url.pathname.startsWith("/r/")) return new Response("page");
  const reference = decodeURIComponent(url.pathname.slice("/r/".length));
  const token = url.searchParams.get("t");
  const form = request.method === "POST" ? await request.formData() : undefined;
  const state = form
    ? (
        await context.leadStatusAction!(reference, token, {
          action: String(form.get("action")),
          version: String(form.get("version")),
        })
      ).outcome
    : (await context.leadStatus!(reference, token)).state;
  const status = { "not-found": 404, expired: 410 }[state as string] ?? 200;
  return new Response(state, { status, headers: { "Content-Type": "text/html; charset=utf-8" } });
});

async function book(app: ReturnType<typeof createTestApp>["app"]) {
  const response = await app.request("/api/bookings", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(leadBody("booking", 1)),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { reference: string; statusUrl: string };
}

const expectPrivate = (response: Response) => {
  expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(response.headers.get("referrer-policy")).toBe("same-origin");
};

describe("the customer's status link", () => {
  it("opens the lead from the form's answer and from the confirmation e-mail, privately", async () => {
    const { app } = createTestApp(database, { renderPage, mailer: idleMailer });
    const booked = await book(app);
    const page = await app.request(booked.statusUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe("found");
    expectPrivate(page);

    const [appointment] = await database.db
      .select()
      .from(appointments)
      .where(eq(appointments.reference, booked.reference));
    const mails = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.subjectId, appointment!.id), eq(outbox.kind, "email")));
    const confirmation = mails.find((row) => row.payload.to === "thandi@example.com");
    const link = /https?:\/\/[^/\s]+(\/r\/\S+)/.exec(String(confirmation?.payload.text))?.[1];
    expect(link).toBeDefined();
    expect(await (await app.request(link!)).text()).toBe("found");
  });

  it("answers a bad token and an unknown reference alike, with the same private headers", async () => {
    const { app } = createTestApp(database, { renderPage });
    const booked = await book(app);
    const token = new URL(booked.statusUrl, "https://site.test").searchParams.get("t");
    for (const path of [
      `/r/${booked.reference}?t=0.AAAAAAAAAAAAAAAAAAAAAA`,
      `/r/${booked.reference}`,
      `/r/BK-0000-0000?t=${token}`,
    ]) {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expectPrivate(response);
    }
    // Other pages keep the site's policy.
    const other = await app.request("/about");
    expect(other.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("says when the link has expired", async () => {
    const { app } = createTestApp(database, { renderPage });
    const booked = await book(app);
    const later = createTestApp(database, {
      renderPage,
      now: () => new Date(Date.now() + 365 * 86_400_000),
    }).app;
    const response = await later.request(booked.statusUrl);
    expect(response.status).toBe(410);
    expectPrivate(response);
  });

  it("takes the customer's action by a plain form post, and refuses other methods and large bodies", async () => {
    const { app } = createTestApp(database, { renderPage });
    const booked = await book(app);
    const [row] = await database.db
      .select()
      .from(appointments)
      .where(eq(appointments.reference, booked.reference));
    const form = new URLSearchParams({
      action: "cancel",
      version: `requested ${row!.date} ${row!.timeWindow}`,
    });
    const cancelled = await app.request(booked.statusUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    expect(await cancelled.text()).toBe("done");
    expectPrivate(cancelled);
    const [after] = await database.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, row!.id));
    expect(after?.status).toBe("cancelled");

    const put = await app.request(booked.statusUrl, { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD, POST");
    expectPrivate(put);
    const large = await app.request(booked.statusUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `note=${"x".repeat(STATUS_PAGE_BODY_LIMIT_BYTES)}`,
    });
    expect(large.status).toBe(413);
  });
});
