import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CUSTOMER_ACTOR, CUSTOMER_NOTE_MAX_LENGTH } from "#common/lead-status.ts";
import { makeBooking, makeContactLead, type MadeLead } from "#tests/fixtures/test-leads.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db.ts";

import { appointments, leadActivity, outbox, pushSubscriptions, user } from "../db/schema";
import type { DeliverySettings, LeadContext } from "../leads/record-lead";
import { actOnBooking, customerActionMessages } from "./customer-booking";
import { createStatusLinks, STATUS_LINK_DAYS } from "./status-link";

let database: TestDatabase;
const links = createStatusLinks("a-secret-of-at-least-thirty-two-characters");
/** Saturday 21 November 2026 in Cape Town; the example booking is for Tuesday the 24th. */
const now = new Date("2026-11-21T08:00:00Z");
const tokenFor = (reference: string) =>
  new URL(links.path(reference, now), "https://site.test").searchParams.get("t");

let started: string[][] = [];
const contextWith = (deliveries: Partial<DeliverySettings> = {}, at = now): LeadContext => ({
  db: database.db,
  deliveries: {
    webhook: false,
    mail: { notifyTo: "office@example.com" },
    statusLinks: links,
    ...deliveries,
  },
  outbox: { deliverSoon: (ids) => started.push([...ids]) },
  now: at,
});

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

async function proposedBooking(): Promise<MadeLead> {
  const booking = await makeBooking(
    database.db,
    { service: "electrical-repairs" },
    { deliveries: { webhook: false } },
  );
  await database.db
    .update(appointments)
    .set({ status: "proposed", date: "2026-11-26", timeWindow: "midday" })
    .where(eq(appointments.id, booking.id));
  return booking;
}

const act = (
  booking: MadeLead,
  input: { action: string; version: string; note?: string },
  context = contextWith(),
) =>
  actOnBooking(context, {
    reference: booking.reference,
    token: tokenFor(booking.reference),
    ...input,
  });

const stateOf = async (booking: MadeLead) =>
  (await database.db.select().from(appointments).where(eq(appointments.id, booking.id)))[0]?.status;
const historyOf = (booking: MadeLead) =>
  database.db
    .select()
    .from(leadActivity)
    .where(eq(leadActivity.leadId, booking.id))
    .orderBy(asc(leadActivity.id));
/** The booking was saved with no deliveries: every row is the customer's action's. */
const noticesOf = (booking: MadeLead) =>
  database.db
    .select()
    .from(outbox)
    .where(eq(outbox.subjectId, booking.id))
    .orderBy(asc(outbox.createdAt));

describe("actOnBooking", () => {
  it("accepts a proposed slot: confirmed, in the history as the customer, and the business told", async () => {
    started = [];
    const booking = await proposedBooking();
    const result = await act(booking, { action: "accept", version: "proposed 2026-11-26 midday" });
    expect(result).toEqual({
      outcome: "done",
      action: "accept",
      message: customerActionMessages.accept("Thursday 26 November 2026, midday (10:00 to 14:00)"),
    });
    expect(await stateOf(booking)).toBe("confirmed");
    const [entry] = await historyOf(booking);
    expect(entry).toMatchObject({
      kind: "booking",
      fromValue: "proposed 2026-11-26 midday",
      toValue: "confirmed 2026-11-26 midday",
      actorId: null,
      actorEmail: CUSTOMER_ACTOR,
      note: null,
    });
    const [mail, customerMail, ...rest] = await noticesOf(booking);
    expect(rest).toEqual([]);
    expect(mail?.kind).toBe("email");
    expect(mail?.payload).toMatchObject({
      to: "office@example.com",
      subject: `Booking accepted (${booking.reference})`,
    });
    // The customer's own confirmation carries the calendar file that makes the visit definite.
    expect(customerMail?.payload).toMatchObject({
      to: "sipho@example.com",
      subject: `Your visit is confirmed: Thursday 26 November 2026, midday (10:00 to 14:00) (${booking.reference})`,
    });
    const [calendar] = customerMail?.payload.attachments as { content: string }[];
    expect(calendar?.content).toContain("STATUS:CONFIRMED");
    expect(String(mail?.payload.text)).toContain(
      "Sipho Dlamini accepted the proposed slot: Thursday 26 November 2026, midday",
    );
    expect(String(mail?.payload.text)).toContain("Call: +27825550199");
    expect(started).toEqual([[mail?.id, customerMail?.id]]);
  });

  it("asks for another time with the customer's note, and cancels", async () => {
    const booking = await proposedBooking();
    const asked = await act(booking, {
      action: "another",
      version: "proposed 2026-11-26 midday",
      note: "  Any morning\nnext week <please>  ",
    });
    expect(asked.outcome).toBe("done");
    expect(await stateOf(booking)).toBe("requested");
    const [entry] = await historyOf(booking);
    expect(entry).toMatchObject({
      toValue: "requested 2026-11-26 midday",
      note: "Any morning next week <please>",
    });
    const cancelled = await act(booking, {
      action: "cancel",
      version: "requested 2026-11-26 midday",
    });
    expect(cancelled).toMatchObject({ outcome: "done", message: customerActionMessages.cancel });
    expect(await stateOf(booking)).toBe("cancelled");
    const subjects = (await noticesOf(booking)).map((row) => row.payload.subject);
    expect(subjects).toEqual([
      `Customer asked for another time (${booking.reference})`,
      `Booking cancelled by the customer (${booking.reference})`,
      `Your visit is cancelled (${booking.reference})`,
    ]);
    const html = (await noticesOf(booking))[0]?.payload.html;
    expect(html).toContain("Any morning next week &lt;please&gt;");
  });

  it("changes nothing when the booking moved on, or the same action comes twice", async () => {
    const booking = await proposedBooking();
    // The business proposed another slot after the customer opened the page.
    const stale = await act(booking, { action: "accept", version: "proposed 2026-11-25 morning" });
    expect(stale).toEqual({ outcome: "refused", message: customerActionMessages.stale });
    expect(await stateOf(booking)).toBe("proposed");

    const version = "proposed 2026-11-26 midday";
    expect((await act(booking, { action: "accept", version })).outcome).toBe("done");
    expect(await act(booking, { action: "accept", version })).toEqual({
      outcome: "refused",
      message: customerActionMessages.stale,
    });
    expect(await historyOf(booking)).toHaveLength(1);
    // One accept: the business's notice and the customer's confirmation, once.
    expect(await noticesOf(booking)).toHaveLength(2);
  });

  it("refuses what the state does not allow, bad input, and other kinds of lead", async () => {
    const booking = await makeBooking(database.db);
    const version = "requested 2026-11-24 morning";
    expect(await act(booking, { action: "accept", version })).toEqual({
      outcome: "refused",
      message: customerActionMessages.notAllowed,
    });
    expect(await act(booking, { action: "delete", version })).toEqual({
      outcome: "refused",
      message: customerActionMessages.badAction,
    });
    const proposed = await proposedBooking();
    const long = await act(proposed, {
      action: "another",
      version: "proposed 2026-11-26 midday",
      note: "x".repeat(CUSTOMER_NOTE_MAX_LENGTH + 1),
    });
    expect(long).toEqual({ outcome: "refused", message: customerActionMessages.note });
    expect(await stateOf(proposed)).toBe("proposed");

    const contact = await makeContactLead(database.db);
    expect(await act(contact, { action: "cancel", version: "" })).toEqual({
      outcome: "refused",
      message: customerActionMessages.notAllowed,
    });
    expect(await historyOf(booking)).toEqual([]);
  });

  it("answers a wrong token as not found and an old one as expired, touching nothing", async () => {
    const booking = await proposedBooking();
    const version = "proposed 2026-11-26 midday";
    const wrong = await actOnBooking(contextWith(), {
      reference: booking.reference,
      token: tokenFor("BK-0000-0000"),
      action: "accept",
      version,
    });
    expect(wrong).toEqual({ outcome: "not-found" });
    const later = new Date(now.getTime() + (STATUS_LINK_DAYS + 1) * 86_400_000);
    expect(await act(booking, { action: "accept", version }, contextWith({}, later))).toEqual({
      outcome: "expired",
    });
    expect(await stateOf(booking)).toBe("proposed");
    expect(await historyOf(booking)).toEqual([]);
  });

  it("alerts the admins' devices without the customer's name or number", async () => {
    await database.db.insert(user).values({
      id: "status-owner",
      name: "Owner",
      email: "status-owner@example.com",
      role: "admin",
    });
    await database.db.insert(pushSubscriptions).values({
      endpoint: "https://push.example.net/status",
      p256dh: "k",
      auth: "a",
      userId: "status-owner",
      label: "phone",
    });
    const booking = await proposedBooking();
    const result = await act(
      booking,
      { action: "cancel", version: "proposed 2026-11-26 midday" },
      contextWith({ mail: undefined, push: true }),
    );
    expect(result.outcome).toBe("done");
    const [push, ...rest] = await noticesOf(booking);
    expect(rest).toEqual([]);
    expect(push?.kind).toBe("push");
    const alert = (push?.payload as { alert: Record<string, string> }).alert;
    expect(alert).toEqual({
      title: "Booking cancelled by the customer",
      body: "Electrical Repairs and Fault-Finding · Elsies River",
      url: `/admin?lead=appointment/${booking.id}`,
      tag: `lead-${booking.id}`,
    });
  });
});
