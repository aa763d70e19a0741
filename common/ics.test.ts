import ICAL from "ical.js";
import { describe, expect, it } from "vitest";

import { createIcs, escapeText, foldLine } from "./ics";

const event = {
  uid: "BK-7KX2-M94Q@lavis-electrical.co.za",
  date: "2026-11-24",
  start: "06:00",
  end: "10:00",
  summary: "Electrician visit (requested), reference BK-7KX2-M94Q",
  description:
    'Geyser element trips the main switch; "urgent", please.\nWe will confirm the slot by phone. Emergencies: call 24/7 — Ünïcödé text should fold safely without splitting characters anywhere in this long line.',
  location: "12 Voortrekker Road, Parow, Cape Town",
  stamp: new Date("2026-11-21T08:00:00Z"),
  status: "TENTATIVE",
  sequence: 0,
} as const;

describe("createIcs", () => {
  const text = createIcs(event, "-//Lavis Electrical//Booking//EN");

  it("parses as iCalendar with the visit at South African time", () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const timezone = calendar.getFirstSubcomponent("vtimezone")!;
    ICAL.TimezoneService.register(new ICAL.Timezone(timezone));
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(vevent.uid).toBe(event.uid);
    expect(vevent.summary).toBe(event.summary);
    expect(vevent.description).toBe(event.description);
    expect(vevent.location).toBe(event.location);
    expect(vevent.startDate.zone?.tzid).toBe("Africa/Johannesburg");
    expect(vevent.startDate.toJSDate().toISOString()).toBe("2026-11-24T04:00:00.000Z");
    expect(vevent.endDate.toJSDate().toISOString()).toBe("2026-11-24T08:00:00.000Z");
  });

  it("ends every line with CRLF and keeps lines within 75 octets", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    const lines = text.split("\r\n").slice(0, -1);
    expect(lines.every((line) => !line.includes("\n"))).toBe(true);
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });
});

describe("the visit's state", () => {
  const lines = (text: string) => text.replace(/\r\n /g, "").split("\r\n");

  it("publishes a tentative or confirmed visit with its sequence", () => {
    const confirmed = lines(
      createIcs({ ...event, status: "CONFIRMED", sequence: 3 }, "-//Lavis Electrical//Booking//EN"),
    );
    expect(confirmed).toContain("METHOD:PUBLISH");
    expect(confirmed).toContain("STATUS:CONFIRMED");
    expect(confirmed).toContain("SEQUENCE:3");
    expect(lines(createIcs(event, "-//x//EN"))).toContain("STATUS:TENTATIVE");
  });

  it("cancels a cancelled visit, naming its organizer", () => {
    const cancelled = lines(
      createIcs(
        {
          ...event,
          status: "CANCELLED",
          sequence: 4,
          organizer: { name: 'Lavis "Electrical"', email: "info@example.co.za" },
        },
        "-//Lavis Electrical//Booking//EN",
      ),
    );
    expect(cancelled).toContain("METHOD:CANCEL");
    expect(cancelled).toContain("STATUS:CANCELLED");
    expect(cancelled).toContain(`UID:${event.uid}`);
    expect(cancelled).toContain(`ORGANIZER;CN="Lavis 'Electrical'":mailto:info@example.co.za`);
  });
});

describe("text helpers", () => {
  it("escapes the characters RFC 5545 reserves", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });

  it("folds without cutting a multi-byte character", () => {
    const folded = foldLine(`DESCRIPTION:${"é".repeat(80)}`);
    const unfolded = folded.replace(/\r\n /g, "");
    expect(unfolded).toBe(`DESCRIPTION:${"é".repeat(80)}`);
  });
});
