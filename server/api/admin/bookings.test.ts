import { describe, expect, it } from "vitest";

import { makeBooking, makeContactLead, storedLead } from "#tests/fixtures/test-leads.ts";
import { setUpAdminApiTests } from "#tests/setup/admin-tests.ts";

import { leadWorkMessages } from "../../admin/lead-work";

const api = setUpAdminApiTests();
const { call, fieldErrorsOf } = api;

describe("POST /api/admin/bookings/:id", () => {
  it("confirms a request, or proposes another bookable slot", async () => {
    const { db } = api;
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
    const { db } = api;
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
