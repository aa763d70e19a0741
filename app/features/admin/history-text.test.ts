import { describe, expect, it } from "vitest";

import type { ActivityEntry } from "#common/admin-contract.ts";
import { CUSTOMER_ACTOR } from "#common/lead-status.ts";

import { actorName, historyText } from "./history-text";

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  id: 1,
  kind: "booking",
  fromValue: "proposed 2026-11-26 midday",
  toValue: "confirmed 2026-11-26 midday",
  note: null,
  actorEmail: CUSTOMER_ACTOR,
  createdAt: "2026-11-21T08:00:00.000Z",
  ...overrides,
});

describe("the lead's history", () => {
  it("tells what the customer did from their status page", () => {
    expect(actorName(entry({}))).toBe("The customer");
    expect(historyText(entry({}))).toBe(
      "The customer accepted the proposed slot: Thursday 26 November 2026, midday (10:00 to 14:00).",
    );
    expect(historyText(entry({ toValue: "requested 2026-11-26 midday", note: "Mornings" }))).toBe(
      'The customer asked for another time instead of Thursday 26 November 2026, midday (10:00 to 14:00). Their note: "Mornings"',
    );
    expect(historyText(entry({ toValue: "cancelled 2026-11-26 midday" }))).toBe(
      "The customer cancelled the booking for Thursday 26 November 2026, midday (10:00 to 14:00).",
    );
  });

  it("reads an admin's changes as before", () => {
    const admin = { actorEmail: "owner@example.com" };
    expect(actorName(admin)).toBe("owner@example.com");
    expect(historyText(entry(admin))).toBe(
      "Booking proposed 2026-11-26 midday → confirmed 2026-11-26 midday",
    );
    expect(historyText(entry({ ...admin, kind: "status", fromValue: null, toValue: "won" }))).toBe(
      "Status new → won",
    );
    expect(historyText(entry({ ...admin, kind: "note", note: "Called back" }))).toBe("Called back");
    expect(historyText(entry({ ...admin, kind: "retry", note: null }))).toBe("Delivery retried");
  });
});
