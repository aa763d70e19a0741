/**
 * Property tests of the booking form's schema and its validator, at many different moments:
 * any body is answered without a throw and only with the form's messages, each under the field
 * that caused it; a date passes exactly when the calendar offers it; every valid booking is
 * accepted, trimmed, within its limits and unchanged when parsed again.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  anyInput,
  email,
  hostileString,
  lengthOf,
  nonSpaceControlChars,
  phone,
  validText,
  withControl,
} from "#tests/fixtures/arbitraries.ts";

import { bookingCalendar, formatLongDate, isBookable, timeWindowIds } from "../booking-dates";
import {
  NOT_SURE_SERVICE,
  OTHER_SUBURB,
  preferredContacts,
  propertyTypes,
} from "../booking-options";
import { addDays } from "../public-holidays";
import { bookingMessages, createBookingSchema } from "./booking";
import {
  consentMessages,
  DESCRIPTION_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  fieldMessages,
  HONEYPOT_FIELD,
  LOCATION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SUBURB_MAX_LENGTH,
} from "./fields";
import { bookingValidator } from "./form-validators";

const numRuns = 200;
const services = ["repairs", "solar-panel-installation"] as const;
const suburbs = ["parow", "bellville", "sea-point"] as const;

const schemaAt = (now: Date) => createBookingSchema({ services, suburbs, now: () => now });

/** Any moment from 2025 to 2035, so year ends, Easter and Sunday holidays all come round. */
const moment = fc.date({
  min: new Date("2025-01-01T00:00:00Z"),
  max: new Date("2035-12-31T23:59:59Z"),
  noInvalidDate: true,
});

/** A booking the rules accept at `now`, on a day the calendar offers. */
const validBooking = fc
  .tuple(
    moment,
    fc.nat(),
    fc.record(
      {
        service: fc.constantFrom(NOT_SURE_SERVICE, ...services),
        description: validText(5, DESCRIPTION_MAX_LENGTH),
        propertyType: fc.constantFrom(...propertyTypes),
        address: validText(5, LOCATION_MAX_LENGTH),
        suburb: fc.constantFrom(OTHER_SUBURB, ...suburbs),
        otherSuburb: validText(1, SUBURB_MAX_LENGTH),
        window: fc.constantFrom(...timeWindowIds),
        name: validText(2, NAME_MAX_LENGTH),
        phone,
        email,
        preferredContact: fc.constantFrom(...preferredContacts),
        consent: fc.constantFrom(true, "on", "true"),
        marketing: fc.constantFrom(true, false, "on", "true", "off", undefined),
        [HONEYPOT_FIELD]: fc.constant(""),
      },
      { requiredKeys: ["service", "description", "propertyType", "address", "suburb"] },
    ),
  )
  .map(([now, pick, fields]) => {
    const { dates } = bookingCalendar(now);
    const booking: Record<string, unknown> = {
      ...fields,
      date: dates[pick % dates.length],
      window: fields.window ?? "morning",
      name: fields.name ?? "Sipho Dlamini",
      phone: fields.phone ?? "082 555 0199",
      email: fields.email ?? "sipho@example.com",
      preferredContact: fields.preferredContact ?? "phone",
      consent: fields.consent ?? true,
    };
    // "Other" needs the suburb typed in; a listed suburb may leave it out.
    if (fields.suburb === OTHER_SUBURB) booking.otherSuburb = fields.otherSuburb ?? "Elsies River";
    return { now, booking };
  });

const bookingFields = [
  "service",
  "description",
  "propertyType",
  "address",
  "suburb",
  "otherSuburb",
  "date",
  "window",
  "name",
  "phone",
  "email",
  "preferredContact",
  "consent",
  "marketing",
  HONEYPOT_FIELD,
] as const;

/** The only texts a visitor may see for each field of this form, at `now`. */
function allowedAt(now: Date): Record<string, string[]> {
  const calendar = bookingCalendar(now);
  return {
    service: [fieldMessages.service],
    description: [fieldMessages.description, fieldMessages.markup, fieldMessages.control],
    propertyType: [bookingMessages.propertyType],
    address: [fieldMessages.location, fieldMessages.markup, fieldMessages.control],
    suburb: [bookingMessages.suburb],
    otherSuburb: [bookingMessages.otherSuburb, fieldMessages.markup, fieldMessages.control],
    date: [
      bookingMessages.date,
      `Please choose a day from ${formatLongDate(calendar.first)} to ${formatLongDate(calendar.last)}, not a Sunday or public holiday.`,
    ],
    window: [bookingMessages.window],
    name: [fieldMessages.name, fieldMessages.markup, fieldMessages.control],
    phone: [fieldMessages.phone, fieldMessages.markup, fieldMessages.control],
    email: [fieldMessages.email, fieldMessages.markup, fieldMessages.control],
    preferredContact: [bookingMessages.preferredContact],
    consent: [consentMessages.privacy],
  };
}

const anyForm = fc.oneof(
  fc.record(
    Object.fromEntries(bookingFields.map((field) => [field, anyInput])) as Record<
      (typeof bookingFields)[number],
      fc.Arbitrary<unknown>
    >,
    { requiredKeys: [] },
  ),
  fc.dictionary(fc.oneof(fc.constantFrom(...bookingFields), fc.string()), anyInput),
  fc
    .tuple(validBooking, fc.constantFrom(...bookingFields), anyInput)
    .map(([{ booking }, field, value]) => ({ ...booking, [field]: value })),
);

/** The typed fields, with the message each one gives when it is too long. */
const typedLimits = {
  description: [DESCRIPTION_MAX_LENGTH, fieldMessages.description],
  address: [LOCATION_MAX_LENGTH, fieldMessages.location],
  otherSuburb: [SUBURB_MAX_LENGTH, bookingMessages.otherSuburb],
  name: [NAME_MAX_LENGTH, fieldMessages.name],
  phone: [PHONE_MAX_LENGTH, fieldMessages.phone],
  email: [EMAIL_MAX_LENGTH, fieldMessages.email],
} as const;

/** Typed fields get spaces around them, which the schema trims; boxes and choices stay as sent. */
const typed = new Set(["service", "description", "address", "suburb", "otherSuburb", "date"]);
const typedAlso = new Set(["name", "phone", "email", "propertyType", "window"]);
const pad = (key: string, value: unknown) =>
  (typed.has(key) || typedAlso.has(key)) && typeof value === "string" ? `\t${value} ` : value;

const isTicked = (value: unknown) => value === true || value === "on" || value === "true";

describe("the booking form's schema", () => {
  it("answers any object at any moment without throwing, and each message belongs to its field", () => {
    fc.assert(
      fc.property(moment, anyForm, (now, form) => {
        const allowed = allowedAt(now);
        for (const issue of schemaAt(now).safeParse(form).error?.issues ?? []) {
          const field = String(issue.path[0]);
          // No person sees the honeypot: a bot that fills it with a non-string gets zod's own
          // text (honeypotSchema has no message), so it is left out of the spec's messages.
          if (field === HONEYPOT_FIELD) continue;
          expect(allowed[field], field).toContain(issue.message);
        }
      }),
      { numRuns },
    );
  });

  it("accepts a date exactly when the calendar at that moment offers it", () => {
    const nearby = fc
      .tuple(moment, fc.integer({ min: -10, max: 70 }), fc.constantFrom("", " ", "\n"))
      .map(([now, days, space]) => ({
        now,
        date: `${space}${addDays(bookingCalendar(now).today, days)}${space}`,
      }));
    const anyDate = fc.tuple(moment, hostileString).map(([now, date]) => ({ now, date }));
    fc.assert(
      fc.property(fc.oneof(nearby, anyDate), ({ now, date }) => {
        const result = schemaAt(now).safeParse({ date });
        const dateIssues = (result.error?.issues ?? []).filter((issue) => issue.path[0] === "date");
        expect(dateIssues.length === 0).toBe(isBookable(date.trim(), now));
      }),
      { numRuns },
    );
  });

  it("accepts every valid booking, trimmed, and parses its own output unchanged", () => {
    fc.assert(
      fc.property(validBooking, ({ now, booking }) => {
        const schema = schemaAt(now);
        const padded = Object.fromEntries(
          Object.entries(booking).map(([key, value]) => [key, pad(key, value)]),
        );
        const result = schema.safeParse(padded);
        expect(result.success).toBe(true);
        if (!result.success) return;
        expect(result.data).toEqual({
          ...booking,
          otherSuburb: booking.otherSuburb ?? "",
          consent: true,
          marketing: isTicked(booking.marketing),
        });
        expect(isBookable(result.data.date, now)).toBe(true);
        expect(lengthOf(result.data.description)).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
        expect(lengthOf(result.data.address)).toBeLessThanOrEqual(LOCATION_MAX_LENGTH);
        expect(lengthOf(result.data.otherSuburb)).toBeLessThanOrEqual(SUBURB_MAX_LENGTH);
        expect(schema.parse(result.data)).toEqual(result.data);
      }),
      { numRuns },
    );
  });

  it("asks for the suburb's name when 'Other' is chosen without one", () => {
    fc.assert(
      fc.property(
        validBooking,
        fc.constantFrom(undefined, "", "   ", "\n"),
        ({ now, booking }, otherSuburb) => {
          const result = schemaAt(now).safeParse({ ...booking, suburb: OTHER_SUBURB, otherSuburb });
          expect(result.error?.issues).toEqual([
            expect.objectContaining({
              path: ["otherSuburb"],
              message: bookingMessages.otherSuburb,
            }),
          ]);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("blames a bad value on its own field only ('Other' suburb aside, which needs its name)", () => {
    fc.assert(
      fc.property(
        validBooking,
        fc.constantFrom(...bookingFields),
        anyInput,
        ({ now, booking }, field, value) => {
          const result = bookingValidator({ services, suburbs, now: () => now })({
            ...booking,
            [field]: value,
          });
          if (result.success) return;
          const blamed = field === "suburb" ? [field, "otherSuburb"] : [field];
          for (const key of Object.keys(result.errors)) expect(blamed).toContain(key);
        },
      ),
      { numRuns },
    );
  });
});

describe("control characters in the booking form", () => {
  it("are refused in any typed field with the control message, under that field only", () => {
    fc.assert(
      fc.property(
        validBooking,
        fc.constantFrom(...(Object.keys(typedLimits) as (keyof typeof typedLimits)[])),
        fc.constantFrom(...nonSpaceControlChars),
        fc.nat(),
        ({ now, booking }, field, control, at) => {
          const value = withControl(String(booking[field] ?? ""), control, at);
          const result = bookingValidator({ services, suburbs, now: () => now })({
            ...booking,
            [field]: value,
          });
          expect(result.success).toBe(false);
          if (result.success) return;
          expect(Object.keys(result.errors)).toEqual([field]);
          const [max, tooLong] = typedLimits[field];
          // The forms show the first message: the length comes before the characters.
          expect(result.errors[field]).toBe(
            lengthOf(value.trim()) > max ? tooLong : fieldMessages.control,
          );
        },
      ),
      { numRuns },
    );
  });
});

describe("the booking form's validator", () => {
  it("gives the schema's result, or the first message of each field", () => {
    fc.assert(
      fc.property(moment, anyForm, (now, form) => {
        const parsed = schemaAt(now).safeParse(form);
        const result = bookingValidator({ services, suburbs, now: () => now })(form);
        expect(result.success).toBe(parsed.success);
        if (result.success) {
          expect(result.data).toEqual(parsed.data);
          return;
        }
        const first: Record<string, string> = {};
        for (const issue of parsed.error?.issues ?? []) {
          first[String(issue.path[0] ?? "form")] ??= issue.message;
        }
        expect(result.errors).toEqual(first);
      }),
      { numRuns },
    );
  });
});
