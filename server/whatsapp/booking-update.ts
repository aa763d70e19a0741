import { formatSlot } from "#common/booking-dates.ts";
import { internationalNumber } from "#common/phone.ts";
import { site } from "#content/site.ts";

import type { BookingFacts, BookingNews } from "../mail/booking-mail";
import type { TemplateMessage } from "./cloud-api";

/** The customer's template (README: "The booking loop"); the sender is the owner's account. */
export interface CustomerWhatsAppSettings {
  template: string;
  language: string;
}

const newsWords: Record<BookingNews, string> = {
  confirmed: "your electrician visit is confirmed",
  proposed: "we cannot come at the time you asked for and propose another time for your visit",
  cancelled: "your electrician visit is cancelled",
  reminder: "a reminder that our electrician visits you tomorrow",
};

/** What the Cloud API accepts as a recipient: international digits. */
const whatsAppNumber = /^[1-9]\d{7,14}$/;

/**
 * The template's five parameters, in the order of the approved template
 * "Hi {{1}}, {{2}}: {{3}}. See your booking and answer us here: {{4}} If it is an emergency
 * (sparks, a burning smell, exposed wires or no power at all), call {{5}}, 24 hours a day."
 * Null when the customer's phone cannot be a WhatsApp number (or was removed).
 */
export function customerWhatsAppUpdate(
  settings: CustomerWhatsAppSettings,
  news: BookingNews,
  facts: Pick<BookingFacts, "name" | "date" | "timeWindow" | "statusUrl" | "reference"> & {
    phone: string;
  },
): TemplateMessage | null {
  const to = internationalNumber(facts.phone);
  if (!whatsAppNumber.test(to)) return null;
  return {
    to,
    template: settings.template,
    language: settings.language,
    parameters: [
      facts.name,
      newsWords[news],
      `${formatSlot(facts.date, facts.timeWindow)}, reference ${facts.reference}`,
      facts.statusUrl ?? site.baseUrl,
      site.phone.display,
    ],
  };
}
