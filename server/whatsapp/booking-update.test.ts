import { describe, expect, it } from "vitest";

import { site } from "#content/site.ts";

import { customerWhatsAppUpdate } from "./booking-update";

const settings = { template: "booking_update", language: "en" };
const facts = {
  reference: "BK-7KX2-M94Q",
  name: "Sipho Dlamini",
  phone: "082 555 0101",
  date: "2026-12-03",
  timeWindow: "afternoon",
  statusUrl: "https://www.example.co.za/r/BK-7KX2-M94Q?t=abc",
} as const;

describe("customerWhatsAppUpdate", () => {
  it("fills the template's five parameters for the customer's number", () => {
    expect(customerWhatsAppUpdate(settings, "proposed", facts)).toEqual({
      to: "27825550101",
      template: "booking_update",
      language: "en",
      parameters: [
        "Sipho Dlamini",
        "we cannot come at the time you asked for and propose another time for your visit",
        "Thursday 3 December 2026, afternoon (14:00 to 18:00), reference BK-7KX2-M94Q",
        facts.statusUrl,
        site.phone.display,
      ],
    });
  });

  it("sends nothing to a number that cannot be on WhatsApp, or one removed", () => {
    expect(customerWhatsAppUpdate(settings, "confirmed", { ...facts, phone: "" })).toBeNull();
    expect(customerWhatsAppUpdate(settings, "confirmed", { ...facts, phone: "12" })).toBeNull();
  });
});
