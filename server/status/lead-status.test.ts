import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { makeBooking, makeChatLead, makeContactLead } from "#tests/fixtures/test-leads.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db.ts";

import { appointments, chatbotSubmissions, leadWork } from "../db/schema";
import { lookUpLeadStatus } from "./lead-status";
import { createStatusLinks, STATUS_LINK_DAYS } from "./status-link";

let database: TestDatabase;
const links = createStatusLinks("a-secret-of-at-least-thirty-two-characters");
/** Saturday 21 November 2026 in Cape Town; the example booking is for Tuesday the 24th. */
const now = new Date("2026-11-21T08:00:00Z");
const tokenFor = (reference: string, at = now) =>
  new URL(links.path(reference, at), "https://site.test").searchParams.get("t");
const look = (reference: string, token = tokenFor(reference), at = now) =>
  lookUpLeadStatus(database.db, links, { reference, token, now: at });
const found = async (reference: string) => {
  const result = await look(reference);
  if (result.state !== "found") throw new Error(`${reference}: ${result.state}`);
  return result.lead;
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const setWork = (leadId: string, values: { status?: string; anonymisedAt?: Date }) =>
  database.db
    .insert(leadWork)
    .values({ leadId, leadKind: "appointment", ...values })
    .onConflictDoUpdate({ target: leadWork.leadId, set: values });

describe("lookUpLeadStatus", () => {
  it("shows a new booking as received, with only what the customer needs", async () => {
    const booking = await makeBooking(database.db, {
      service: "electrical-repairs",
      name: "Sipho  Dlamini",
    });
    const lead = await found(booking.reference);
    expect(lead).toEqual({
      kind: "appointment",
      reference: booking.reference,
      firstName: "Sipho",
      serviceTitle: expect.any(String),
      suburb: "Elsies River",
      receivedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      stage: "received",
      booking: {
        state: "requested",
        slot: "Tuesday 24 November 2026, morning (06:00 to 10:00)",
        version: "requested 2026-11-24 morning",
        actions: ["cancel"],
      },
    });
    const shown = JSON.stringify(lead);
    for (const secret of ["555", "sipho@example.com", "Voortrekker", "flicker", "Dlamini"]) {
      expect(shown).not.toContain(secret);
    }
  });

  it("follows the booking's state and the lead's status", async () => {
    const booking = await makeBooking(database.db);
    const setState = (status: string) =>
      database.db.update(appointments).set({ status }).where(eq(appointments.id, booking.id));

    await setWork(booking.id, { status: "contacted" });
    expect((await found(booking.reference)).stage).toBe("contacted");
    await setState("proposed");
    let lead = await found(booking.reference);
    expect(lead.stage).toBe("proposed");
    expect(lead.booking?.actions).toEqual(["accept", "another", "cancel"]);
    await setState("confirmed");
    lead = await found(booking.reference);
    expect(lead.stage).toBe("confirmed");
    expect(lead.booking?.actions).toEqual(["another", "cancel"]);
    await setWork(booking.id, { status: "lost" });
    lead = await found(booking.reference);
    expect(lead.stage).toBe("closed");
    expect(lead.booking?.actions).toEqual([]);
    await setState("cancelled");
    expect((await found(booking.reference)).stage).toBe("cancelled");
  });

  it("offers no action once the day of the visit has passed", async () => {
    const booking = await makeBooking(database.db);
    await database.db
      .update(appointments)
      .set({ status: "proposed" })
      .where(eq(appointments.id, booking.id));
    const later = new Date("2026-11-25T08:00:00Z");
    const result = await look(booking.reference, tokenFor(booking.reference), later);
    expect(result.state === "found" && result.lead.booking?.actions).toEqual([]);
  });

  it("offers no accepting of a proposed time on its own day, only changing or cancelling it", async () => {
    const booking = await makeBooking(database.db);
    await database.db
      .update(appointments)
      .set({ status: "proposed" })
      .where(eq(appointments.id, booking.id));
    const dayBefore = new Date("2026-11-23T15:00:00Z");
    const onTheDay = new Date("2026-11-24T05:00:00Z");
    const actionsAt = async (at: Date) => {
      const result = await look(booking.reference, tokenFor(booking.reference), at);
      return result.state === "found" ? result.lead.booking?.actions : undefined;
    };
    expect(await actionsAt(dayBefore)).toEqual(["accept", "another", "cancel"]);
    expect(await actionsAt(onTheDay)).toEqual(["another", "cancel"]);
  });

  it("shows contact messages and chats as received, then contacted", async () => {
    const contact = await makeContactLead(database.db, { service: "electrical-repairs" });
    expect(await found(contact.reference)).toMatchObject({
      kind: "contact_message",
      firstName: "Pieter",
      suburb: "Bellville",
      stage: "received",
    });
    expect((await found(contact.reference)).booking).toBeUndefined();
    await setWork(contact.id, { status: "quoted" });
    expect((await found(contact.reference)).stage).toBe("contacted");

    const chat = await makeChatLead(database.db);
    const lead = await found(chat.reference);
    // The suburb found in the address, never the street.
    expect(lead).toMatchObject({ kind: "chatbot_submission", firstName: "Thandi" });
    expect(lead.suburb).toBe("Parow");
    expect(lead.stage).toBe("received");
  });

  it("shows nothing personal about an anonymised lead", async () => {
    const booking = await makeBooking(database.db);
    await setWork(booking.id, { anonymisedAt: now });
    const lead = await found(booking.reference);
    expect(lead).toMatchObject({
      firstName: null,
      serviceTitle: null,
      suburb: null,
      stage: "received",
    });
    expect(lead.booking).toBeUndefined();
  });

  it("refuses a chat reference two chats share", async () => {
    const chat = await makeChatLead(database.db);
    expect((await look(chat.reference)).state).toBe("found");
    // A second chat whose id starts the same way (made by hand: ids are random).
    const twin = `${chat.id.slice(0, 8)}-0000-4000-8000-000000000000`;
    await database.db.insert(chatbotSubmissions).values({ id: twin, name: "Someone Else" });
    expect(await look(chat.reference)).toEqual({ state: "not-found" });
  });

  it("answers a bad token and an unknown reference alike, and says when a link expired", async () => {
    const booking = await makeBooking(database.db);
    expect(await look(booking.reference, "0.AAAAAAAAAAAAAAAAAAAAAA")).toEqual({
      state: "not-found",
    });
    expect(await look(booking.reference, null)).toEqual({ state: "not-found" });
    expect(await look(booking.reference, tokenFor("BK-0000-0000"))).toEqual({
      state: "not-found",
    });
    expect(await look("BK-0000-0000")).toEqual({ state: "not-found" });
    expect(await look("not a reference")).toEqual({ state: "not-found" });
    const later = new Date(now.getTime() + (STATUS_LINK_DAYS + 1) * 86_400_000);
    expect(await look(booking.reference, tokenFor(booking.reference), later)).toEqual({
      state: "expired",
    });
    expect(
      await lookUpLeadStatus(database.db, undefined, {
        reference: booking.reference,
        token: tokenFor(booking.reference),
        now,
      }),
    ).toEqual({ state: "not-found" });
  });
});
