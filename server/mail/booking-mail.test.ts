import ICAL from "ical.js";
import { describe, expect, it } from "vitest";

import { site } from "#content/site.ts";

import { bookingCalendarFile, bookingUpdateMail, type BookingNews } from "./booking-mail";

const facts = {
  reference: "BK-7KX2-M94Q",
  name: "Sipho <b>Dlamini</b>",
  email: "sipho@example.com",
  date: "2026-12-03",
  timeWindow: "morning",
  address: "12 Voortrekker Road, Parow & <Bellville>",
  serviceLabel: "Geyser installation and repair",
  statusUrl: "https://www.example.co.za/r/BK-7KX2-M94Q?t=abc.def&x=1",
  sequence: 2,
  now: new Date("2026-12-01T10:00:00Z"),
} as const;

const slot = "Thursday 3 December 2026, morning (06:00 to 10:00)";
const unfolded = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

describe("bookingUpdateMail", () => {
  const all: BookingNews[] = ["confirmed", "proposed", "cancelled", "reminder"];

  it("says what changed, in the subject and the text", () => {
    const [confirmed, proposed, cancelled, reminder] = all.map((news) =>
      bookingUpdateMail(news, facts),
    );
    expect(confirmed!.subject).toBe(`Your visit is confirmed: ${slot} (BK-7KX2-M94Q)`);
    expect(confirmed!.text).toContain(`Your electrician visit is confirmed for ${slot}`);
    expect(proposed!.subject).toBe("We propose another time for your visit (BK-7KX2-M94Q)");
    expect(proposed!.text).toContain(`We propose ${slot} instead`);
    expect(proposed!.text).toContain("Please accept this time, or ask for another");
    expect(cancelled!.subject).toBe("Your visit is cancelled (BK-7KX2-M94Q)");
    expect(cancelled!.text).toContain(`Your electrician visit on ${slot} is cancelled.`);
    expect(reminder!.subject).toBe(`Reminder: your visit tomorrow, ${slot} (BK-7KX2-M94Q)`);
  });

  it("goes to the customer with the status link, the emergency line and the business's facts", () => {
    for (const news of all) {
      const message = bookingUpdateMail(news, facts);
      expect(message.to).toBe("sipho@example.com");
      expect(message.replyTo).toBe(site.email);
      expect(message.text).toContain(`Your booking: ${facts.statusUrl}`);
      expect(message.html).toContain(`href="${facts.statusUrl.replace("&", "&amp;")}"`);
      const emergency = `call ${site.phone.display}, 24 hours a day.`;
      expect(message.text).toContain(emergency);
      expect(message.html).toContain(emergency);
      expect(message.text).toContain(site.name);
    }
  });

  it("escapes the customer's words in the HTML", () => {
    const message = bookingUpdateMail("confirmed", facts);
    expect(message.html).toContain("Hi Sipho &lt;b&gt;Dlamini&lt;/b&gt;,");
    expect(message.html).toContain("Parow &amp; &lt;Bellville&gt;");
    expect(message.html).not.toContain("<b>Dlamini");
    expect(message.text).toContain("Hi Sipho <b>Dlamini</b>,");
  });

  it("leaves the link out where no server signs one", () => {
    const message = bookingUpdateMail("confirmed", { ...facts, statusUrl: undefined });
    expect(message.text).not.toContain("Your booking:");
    expect(message.html).not.toContain("See your booking");
  });

  it("attaches the visit's calendar file", () => {
    const [attachment] = bookingUpdateMail("proposed", facts).attachments!;
    expect(attachment!.filename).toBe("BK-7KX2-M94Q.ics");
    expect(attachment!.contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    expect(unfolded(attachment!.content)).toContain("STATUS:TENTATIVE");
  });
});

describe("bookingCalendarFile", () => {
  it("publishes a confirmed visit (and its reminder) as confirmed, at South African time", () => {
    for (const news of ["confirmed", "reminder"] as const) {
      const file = bookingCalendarFile(news, facts);
      const lines = unfolded(file.content);
      expect(lines).toContain("METHOD:PUBLISH");
      expect(lines).toContain("STATUS:CONFIRMED");
      const calendar = new ICAL.Component(ICAL.parse(file.content));
      ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!));
      const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
      expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-03T04:00:00.000Z");
      expect(event.location).toBe(facts.address);
    }
  });

  it("cancels a cancelled visit under the same UID, with a higher sequence", () => {
    const confirmed = unfolded(bookingCalendarFile("confirmed", facts).content);
    const cancelledFile = bookingCalendarFile("cancelled", { ...facts, sequence: 3 });
    const cancelled = unfolded(cancelledFile.content);
    expect(cancelledFile.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(cancelled).toContain("METHOD:CANCEL");
    expect(cancelled).toContain("STATUS:CANCELLED");
    const uid = (lines: string[]) => lines.find((line) => line.startsWith("UID:"));
    expect(uid(cancelled)).toBe(uid(confirmed));
    expect(uid(cancelled)).toMatch(/^UID:BK-7KX2-M94Q@/);
    expect(confirmed).toContain("SEQUENCE:2");
    expect(cancelled).toContain("SEQUENCE:3");
    expect(cancelled.some((line) => line.startsWith("ORGANIZER;"))).toBe(true);
  });

  it("folds long lines within 75 octets", () => {
    const file = bookingCalendarFile("proposed", { ...facts, address: "Ünïcödé ".repeat(30) });
    const raw = file.content.split("\r\n").slice(0, -1);
    expect(raw.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(raw.some((line) => line.startsWith(" "))).toBe(true);
  });
});

describe("bookingUpdateMail in Afrikaans", () => {
  const afrikaans = { ...facts, language: "af" } as const;
  const afSlot = "Donderdag 3 Desember 2026, oggend (06:00 tot 10:00)";

  it("tells a customer who booked in Afrikaans in Afrikaans, with the link and the emergency line", () => {
    const confirmed = bookingUpdateMail("confirmed", afrikaans);
    expect(confirmed.subject).toBe(`Jou besoek is bevestig: ${afSlot} (BK-7KX2-M94Q)`);
    expect(confirmed.text).toContain("Hallo Sipho <b>Dlamini</b>,");
    expect(confirmed.text).toContain(`Jou bespreking: ${facts.statusUrl}`);
    expect(confirmed.text).toContain(`bel ${site.phone.display}, 24 uur per dag`);
    expect(confirmed.html).toContain('<html lang="af-ZA">');
    expect(confirmed.html).toContain("Sien jou bespreking");
    expect(bookingUpdateMail("reminder", afrikaans).subject).toBe(
      `Herinnering: jou besoek môre, ${afSlot} (BK-7KX2-M94Q)`,
    );
  });

  it("writes the calendar file's summary in Afrikaans, with the same UID", () => {
    const english = unfolded(String(bookingCalendarFile("confirmed", facts).content));
    const lines = unfolded(String(bookingCalendarFile("confirmed", afrikaans).content));
    expect(lines.find((line) => line.startsWith("UID:"))).toBe(
      english.find((line) => line.startsWith("UID:")),
    );
    expect(lines.find((line) => line.startsWith("SUMMARY:"))).toContain(
      "besoek deur die elektrisiën (BK-7KX2-M94Q\\, bevestig)",
    );
  });
});
