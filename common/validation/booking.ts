import * as z from "zod/mini";

import { bookingCalendar, formatLongDate, isBookable, timeWindowIds } from "../booking-dates";
import {
  NOT_SURE_SERVICE,
  OTHER_SUBURB,
  preferredContacts,
  propertyTypes,
} from "../booking-options";
import {
  choiceSchema,
  consentSchema,
  HONEYPOT_FIELD,
  honeypotSchema,
  descriptionSchema,
  emailSchema,
  fieldMessages,
  locationSchema,
  nameSchema,
  optInSchema,
  phoneSchema,
  SUBURB_MAX_LENGTH,
  trimmedText,
} from "./fields";

export const bookingMessages = {
  propertyType: "Please choose the type of property.",
  suburb: 'Please choose your suburb, or "Other" if it is not listed.',
  otherSuburb: "Please type the name of your suburb.",
  date: "Please choose a date from the list.",
  window: "Please choose a time window.",
  /** The window filled up after the form was opened (the server refused the request). */
  full: "That time is now fully booked. Please choose another time or day.",
  preferredContact: "Please choose how we should contact you.",
} as const;

export interface BookingOptions {
  services: readonly string[];
  suburbs: readonly string[];
  /** The moment the request is checked; the bookable days follow from it. */
  now: () => Date;
}

export function createBookingSchema({ services, suburbs, now }: BookingOptions) {
  const serviceValues = new Set([...services, NOT_SURE_SERVICE]);
  const suburbValues = new Set([...suburbs, OTHER_SUBURB]);
  const inList = (values: Set<string>, message: string) =>
    z.string(message).check(
      z.trim(),
      z.refine((value: string) => values.has(value), message),
    );

  return z
    .object({
      service: inList(serviceValues, fieldMessages.service),
      description: descriptionSchema,
      propertyType: choiceSchema(propertyTypes, bookingMessages.propertyType),
      address: locationSchema,
      suburb: inList(suburbValues, bookingMessages.suburb),
      otherSuburb: z._default(trimmedText(SUBURB_MAX_LENGTH, bookingMessages.otherSuburb), ""),
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
              ? `Please choose a day from ${formatLongDate(calendar.first)} to ${formatLongDate(calendar.last)}, not a Sunday or public holiday.`
              : bookingMessages.date,
          });
        }),
      ),
      window: choiceSchema(timeWindowIds, bookingMessages.window),
      name: nameSchema,
      phone: phoneSchema,
      email: emailSchema,
      preferredContact: choiceSchema(preferredContacts, bookingMessages.preferredContact),
      consent: consentSchema,
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
