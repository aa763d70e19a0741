import { describe, expect, it } from "vitest";

import { visitEvent, type VisitState } from "./visit-event";

const business = {
  name: "Lavis Electrical",
  phone: "021 555 0101",
  email: "info@example.co.za",
  baseUrl: "https://www.example.co.za",
};
const visit = {
  reference: "BK-7KX2-M94Q",
  date: "2026-11-24",
  window: "morning",
  address: "12 Voortrekker Road, Parow",
  serviceLabel: "Geyser repairs",
} as const;
const stamp = new Date("2026-11-21T08:00:00Z");

describe("visitEvent", () => {
  const states: VisitState[] = ["requested", "confirmed", "proposed", "cancelled"];
  const events = states.map((state) => visitEvent(visit, state, { business, stamp, sequence: 2 }));

  it("keeps one UID for the booking whatever its state, so later files update the first", () => {
    expect(new Set(events.map((event) => event.uid))).toEqual(
      new Set(["BK-7KX2-M94Q@example.co.za"]),
    );
  });

  it("tells each state in the status, the summary and the description", () => {
    expect(events.map((event) => event.status)).toEqual([
      "TENTATIVE",
      "CONFIRMED",
      "TENTATIVE",
      "CANCELLED",
    ]);
    expect(events[0]!.summary).toBe(
      "Lavis Electrical: electrician visit (BK-7KX2-M94Q, awaiting confirmation)",
    );
    expect(events[1]!.description).toContain("Confirmed visit, morning window 06:00 to 10:00.");
    expect(events[2]!.description).toContain("accept it or ask for another");
    expect(events[3]!.summary).toContain("cancelled");
    expect(events.every((event) => event.description.includes("Phone 021 555 0101."))).toBe(true);
  });

  it("names the business as organizer on its own files, not on the customer's request", () => {
    expect(events[0]!.organizer).toBeUndefined();
    expect(events[3]!.organizer).toEqual({ name: business.name, email: business.email });
  });
});

describe("visitEvent in Afrikaans", () => {
  it("writes the summary and description in Afrikaans, with the same UID and times", async () => {
    const { visitWords } = await import("./i18n/af/mail");
    const { forms } = await import("./i18n/af/forms");
    const english = visitEvent(visit, "requested", { business, stamp, sequence: 0 });
    const event = visitEvent(visit, "requested", {
      business,
      stamp,
      sequence: 0,
      language: { words: visitWords, windows: forms.calendar },
    });
    expect(event.uid).toBe(english.uid);
    expect([event.date, event.start, event.end]).toEqual([
      english.date,
      english.start,
      english.end,
    ]);
    expect(event.summary).toBe(
      "Lavis Electrical: besoek deur die elektrisiën (BK-7KX2-M94Q, wag op bevestiging)",
    );
    expect(event.description).toBe(
      "Geyser repairs. Versoekte besoek, oggendgleuf 06:00 tot 10:00; Lavis Electrical sal die tyd bevestig of 'n ander een voorstel. Verwysing BK-7KX2-M94Q. Telefoon 021 555 0101.",
    );
  });
});
