/**
 * Contact messages and booking requests: the row, with its consent record, saved and delivered
 * through recordLead. A booking takes a place in its time window in the same transaction, or
 * throws WindowFullError and saves nothing.
 */
import { formatSlot, timeWindow } from "#common/booking-dates.ts";
import { OTHER_SUBURB } from "#common/booking-options.ts";
import type { Locale } from "#common/i18n/locale.ts";
import { slotWords } from "#common/i18n/slot-words.ts";
import type { BookingRequest } from "#common/validation/booking.ts";
import type { ContactRequest } from "#common/validation/contact.ts";
import { allAreas } from "#content/index.ts";
import { privacy } from "#content/privacy.ts";

import { takePlace } from "../bookings/capacity";
import { appointments, contactMessages } from "../db/schema";
import { recordLead, serviceTitleOf, type LeadContext, type RecordedLead } from "./record-lead";

/** The notice a form visitor agreed to: the privacy policy linked beside the consent box. */
export const FORM_PRIVACY_NOTICE = `privacy-policy-${privacy.version}`;

const suburbName = (slug: string) => allAreas.find((area) => area.slug === slug)?.name ?? slug;

function consentRecord(marketing: boolean, now: Date) {
  return {
    privacyNotice: FORM_PRIVACY_NOTICE,
    consentAt: now,
    marketingOptIn: marketing,
    marketingAnsweredAt: now,
  };
}

export function saveContactMessage(
  context: LeadContext,
  input: ContactRequest,
  language: Locale = "en",
): Promise<RecordedLead> {
  return recordLead(context, {
    kind: "contact_message",
    insert: async (tx, { id, reference }) => {
      const [row] = await tx
        .insert(contactMessages)
        .values({
          id,
          reference,
          name: input.name,
          phone: input.phone,
          email: input.email,
          suburb: input.suburb,
          service: input.service,
          message: input.message,
          language,
          ...consentRecord(input.marketing, context.now),
        })
        .returning();
      return row;
    },
    webhookRecord: (row) => ({
      id: row.id,
      reference: row.reference,
      name: row.name,
      phone: row.phone,
      email: row.email,
      suburb: row.suburb,
      service: row.service,
      message: row.message,
      language: row.language,
      privacy_notice: row.privacyNotice,
      consent_at: row.consentAt.toISOString(),
      marketing_opt_in: row.marketingOptIn,
      created_at: row.createdAt.toISOString(),
    }),
    mail: (row) => ({
      name: row.name,
      email: row.email,
      phone: row.phone,
      details: [
        ["Suburb", row.suburb || "Not given"],
        ["Service", row.service ? serviceTitleOf(row.service) : "Not chosen"],
        ["Message", row.message],
        ["Marketing messages", row.marketingOptIn ? "Yes, opted in" : "No"],
      ],
      language,
    }),
    alert: (row) => ({
      service: row.service ? serviceTitleOf(row.service) : undefined,
      place: row.suburb || undefined,
    }),
  });
}

export function saveBooking(
  context: LeadContext,
  input: BookingRequest,
  language: Locale = "en",
): Promise<RecordedLead> {
  const suburb = input.suburb === OTHER_SUBURB ? input.otherSuburb : suburbName(input.suburb);
  const window = timeWindow(input.window);
  return recordLead(context, {
    kind: "appointment",
    insert: async (tx, { id, reference }) => {
      await takePlace(tx, input.date, input.window);
      const [row] = await tx
        .insert(appointments)
        .values({
          id,
          reference,
          service: input.service,
          description: input.description,
          propertyType: input.propertyType,
          address: input.address,
          suburb,
          date: input.date,
          timeWindow: input.window,
          name: input.name,
          phone: input.phone,
          email: input.email,
          preferredContact: input.preferredContact,
          language,
          ...consentRecord(input.marketing, context.now),
        })
        .returning();
      return row;
    },
    webhookRecord: (row) => ({
      id: row.id,
      reference: row.reference,
      status: row.status,
      service: row.service,
      description: row.description,
      property_type: row.propertyType,
      address: row.address,
      suburb: row.suburb,
      date: row.date,
      time_window: row.timeWindow,
      // The slot as instants too, so a receiver need not know South Africa's offset.
      starts_at: `${row.date}T${window.start}:00+02:00`,
      ends_at: `${row.date}T${window.end}:00+02:00`,
      name: row.name,
      phone: row.phone,
      email: row.email,
      preferred_contact: row.preferredContact,
      language: row.language,
      privacy_notice: row.privacyNotice,
      consent_at: row.consentAt.toISOString(),
      marketing_opt_in: row.marketingOptIn,
      created_at: row.createdAt.toISOString(),
    }),
    mail: (row) => ({
      name: row.name,
      email: row.email,
      phone: row.phone,
      // The visitor's confirmation gives the slot in their language; the business's copy in English.
      slot: formatSlot(input.date, input.window),
      visitorSlot: formatSlot(input.date, input.window, slotWords(language)),
      details: [
        ["Service", serviceTitleOf(row.service)],
        ["Property", row.propertyType],
        ["Address", `${row.address}, ${row.suburb}`],
        ["The job", row.description],
        ["Contact by", row.preferredContact === "phone" ? "Phone" : "E-mail"],
        ["Marketing messages", row.marketingOptIn ? "Yes, opted in" : "No"],
      ],
      language,
    }),
    alert: (row) => ({ service: serviceTitleOf(row.service), place: row.suburb }),
  });
}
