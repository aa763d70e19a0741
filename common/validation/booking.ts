import * as z from "zod/mini";

import { bookingCalendar, formatLongDate, isBookable, timeWindowIds } from "../booking-dates";
import {
  NOT_SURE_SERVICE,
  OTHER_SUBURB,
  preferredContacts,
  propertyTypes,
} from "../booking-options";
import { validation as englishValidation } from "../i18n/en/forms";
import { fill } from "../i18n/fill";
import { languageTags, type Locale } from "../i18n/locale";
import {
  choiceSchema,
  consentSchemaWith,
  fieldSchemas,
  HONEYPOT_FIELD,
  honeypotSchema,
  optInSchema,
  SUBURB_MAX_LENGTH,
  trimmedText,
  type ValidationMessages,
} from "./fields";

/**
 * The booking form's own messages in English. `full`: the window filled up after the form was
 * opened (the server refused the request).
 */
export const bookingMessages = englishValidation.bookingRules;

export interface BookingOptions {
  services: readonly string[];
  suburbs: readonly string[];
  /** The moment the request is checked; the bookable days follow from it. */
  now: () => Date;
  /** The language to refuse a field in; English (the specification's words) when absent. */
  messages?: ValidationMessages;
  /** How dates in a message are written: "Monday 23 November 2026" or "Maandag 23 November 2026". */
  locale?: Locale;
}

export function createBookingSchema({
  services,
  suburbs,
  now,
  messages = englishValidation,
  locale = "en",
}: BookingOptions) {
  const bookingMessages = messages.bookingRules;
  const fields = fieldSchemas(messages.field);
  const longDate = (date: string) => formatLongDate(date, languageTags[locale]);
  const serviceValues = new Set([...services, NOT_SURE_SERVICE]);
  const suburbValues = new Set([...suburbs, OTHER_SUBURB]);
  const inList = (values: Set<string>, message: string) =>
    z.string(message).check(
      z.trim(),
      z.refine((value: string) => values.has(value), message),
    );

  return z
    .object({
      service: inList(serviceValues, messages.field.service),
      description: fields.description,
      propertyType: choiceSchema(propertyTypes, bookingMessages.propertyType),
      address: fields.location,
      suburb: inList(suburbValues, bookingMessages.suburb),
      otherSuburb: z._default(
        trimmedText(SUBURB_MAX_LENGTH, bookingMessages.otherSuburb, 0, "one", messages.field),
        "",
      ),
      date: z.string(bookingMessages.date).check(
        z.trim(),
        z.superRefine((value: string, ctx) => {
          const at = now();
          if (isBookable(value, at)) return;
          const calendar = bookingCalendar(at);
          ctx.issues.push({
            code: "custom",
            input: value,
            message: /^\d{4}-\d{2}-\d{2}$/.test(value)
              ? fill(bookingMessages.dateRange, {
                  first: longDate(calendar.first),
                  last: longDate(calendar.last),
                })
              : bookingMessages.date,
          });
        }),
      ),
      window: choiceSchema(timeWindowIds, bookingMessages.window),
      name: fields.name,
      phone: fields.phone,
      email: fields.email,
      preferredContact: choiceSchema(preferredContacts, bookingMessages.preferredContact),
      consent: consentSchemaWith(messages.consent.privacy),
      marketing: optInSchema,
      [HONEYPOT_FIELD]: honeypotSchema,
    })
    .check(
      z.refine((booking) => booking.suburb !== OTHER_SUBURB || booking.otherSuburb.length > 0, {
        message: bookingMessages.otherSuburb,
        path: ["otherSuburb"],
        // Checked even while other fields are wrong, so every mistake shows at once.
        when: (payload) => {
          const value = payload.value as { suburb?: unknown; otherSuburb?: unknown };
          return value.suburb === OTHER_SUBURB && typeof value.otherSuburb === "string";
        },
      }),
    );
}

export type BookingSchema = ReturnType<typeof createBookingSchema>;
export type BookingInput = z.input<BookingSchema>;
export type BookingRequest = z.output<BookingSchema>;

export interface BookingResponse {
  reference: string;
  /** The requested slot, as the server understood it. */
  date: string;
  window: (typeof timeWindowIds)[number];
  /** The slot in words, e.g. "Tuesday 24 November 2026, morning (06:00 to 10:00)". */
  slot: string;
  status: "requested";
  /** The customer's private status page, `/r/<reference>?t=<token>`. */
  statusUrl?: string;
}
