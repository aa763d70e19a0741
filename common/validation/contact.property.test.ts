/**
 * Property tests of the contact form's schema and its validator: any body is answered without a
 * throw and only with the form's messages, each under the field that caused it; every form the
 * rules call valid is accepted, trimmed, within its limits and unchanged when parsed again.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  anyInput,
  email,
  lengthOf,
  nonSpaceControlChars,
  phone,
  validText,
  withControl,
} from "#tests/fixtures/arbitraries.ts";

import { contactMessages, createContactSchema } from "./contact";
import {
  consentMessages,
  DESCRIPTION_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  fieldMessages,
  HONEYPOT_FIELD,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SUBURB_MAX_LENGTH,
} from "./fields";
import { contactValidator } from "./form-validators";

const numRuns = 300;
const services = ["repairs", "solar-panel-installation", "db-board-upgrades"] as const;
const schema = createContactSchema({ services });
const validate = contactValidator({ services });

const ticked = fc.constantFrom(true, "on", "true");

const validContact = fc.record(
  {
    name: validText(2, NAME_MAX_LENGTH),
    phone,
    email,
    suburb: validText(0, SUBURB_MAX_LENGTH),
    service: fc.constantFrom("", ...services),
    message: validText(5, DESCRIPTION_MAX_LENGTH),
    consent: ticked,
    marketing: fc.constantFrom(true, false, "on", "true", "off", undefined),
    [HONEYPOT_FIELD]: fc.constant(""),
  },
  { requiredKeys: ["name", "phone", "email", "message", "consent"] },
);

/** The typed fields, with the message each one gives when it is too long. */
const typedLimits = {
  name: [NAME_MAX_LENGTH, fieldMessages.name],
  phone: [PHONE_MAX_LENGTH, fieldMessages.phone],
  email: [EMAIL_MAX_LENGTH, fieldMessages.email],
  suburb: [SUBURB_MAX_LENGTH, contactMessages.suburb],
  message: [DESCRIPTION_MAX_LENGTH, fieldMessages.description],
} as const;

/** Spaces around the typed fields, which the schema trims; boxes and the honeypot are sent as they are. */
const typed = new Set(["name", "phone", "email", "suburb", "service", "message"]);
const pad = (key: string, value: unknown) =>
  typed.has(key) && typeof value === "string" ? ` ${value}\n` : value;

const contactFields = [
  "name",
  "phone",
  "email",
  "suburb",
  "service",
  "message",
  "consent",
  "marketing",
  HONEYPOT_FIELD,
] as const;

/** The only texts a visitor may see for each field of this form. */
const allowed: Record<string, string[]> = {
  name: [fieldMessages.name, fieldMessages.markup, fieldMessages.control],
  phone: [fieldMessages.phone, fieldMessages.markup, fieldMessages.control],
  email: [fieldMessages.email, fieldMessages.markup, fieldMessages.control],
  suburb: [contactMessages.suburb, fieldMessages.markup, fieldMessages.control],
  service: [contactMessages.service],
  message: [fieldMessages.description, fieldMessages.markup, fieldMessages.control],
  consent: [consentMessages.privacy],
};

/** An object with the form's keys, a few others, and anything at all as values. */
const anyForm = fc.oneof(
  fc.record(
    Object.fromEntries(contactFields.map((field) => [field, anyInput])) as Record<
      (typeof contactFields)[number],
      fc.Arbitrary<unknown>
    >,
    { requiredKeys: [] },
  ),
  fc.dictionary(fc.oneof(fc.constantFrom(...contactFields), fc.string()), anyInput),
  fc
    .tuple(validContact, fc.constantFrom(...contactFields), anyInput)
    .map(([form, field, value]) => ({ ...form, [field]: value })),
);

describe("the contact form's schema", () => {
  it("answers any object without throwing, and each message belongs to its field", () => {
    fc.assert(
      fc.property(anyForm, (form) => {
        const result = schema.safeParse(form);
        for (const issue of result.error?.issues ?? []) {
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

  it("answers anything that is not an object with one refusal of the whole form", () => {
    fc.assert(
      fc.property(
        anyInput.filter((value) => typeof value !== "object" || value === null),
        (value) => {
          const result = schema.safeParse(value);
          expect(result.success).toBe(false);
          expect(result.error?.issues.map((issue) => issue.path)).toEqual([[]]);
        },
      ),
      { numRuns },
    );
  });

  it("accepts every valid form, trimmed, with defaults, and parses its own output unchanged", () => {
    fc.assert(
      fc.property(validContact, (form) => {
        const padded = Object.fromEntries(
          Object.entries(form).map(([key, value]) => [key, pad(key, value)]),
        );
        const result = schema.safeParse(padded);
        expect(result.success).toBe(true);
        if (!result.success) return;
        expect(result.data).toEqual({
          name: form.name,
          phone: form.phone,
          email: form.email,
          suburb: form.suburb ?? "",
          service: form.service ?? "",
          message: form.message,
          consent: true,
          marketing:
            form.marketing === true || form.marketing === "on" || form.marketing === "true",
          ...(HONEYPOT_FIELD in form ? { [HONEYPOT_FIELD]: form[HONEYPOT_FIELD] } : {}),
        });
        expect(lengthOf(result.data.name)).toBeLessThanOrEqual(NAME_MAX_LENGTH);
        expect(lengthOf(result.data.message)).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
        expect(lengthOf(result.data.suburb)).toBeLessThanOrEqual(SUBURB_MAX_LENGTH);
        expect(schema.parse(result.data)).toEqual(result.data);
      }),
      { numRuns },
    );
  });

  it("blames a bad value on its own field only", () => {
    fc.assert(
      fc.property(
        validContact,
        fc.constantFrom(...contactFields),
        anyInput,
        (form, field, value) => {
          const result = validate({ ...form, [field]: value });
          if (!result.success) expect(Object.keys(result.errors)).toEqual([field]);
        },
      ),
      { numRuns },
    );
  });
});

describe("control characters in the contact form", () => {
  it("are refused in any typed field with the control message, under that field only", () => {
    fc.assert(
      fc.property(
        validContact,
        fc.constantFrom(...(Object.keys(typedLimits) as (keyof typeof typedLimits)[])),
        fc.constantFrom(...nonSpaceControlChars),
        fc.nat(),
        (form, field, control, at) => {
          const value = withControl(form[field] ?? "", control, at);
          const result = validate({ ...form, [field]: value });
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

describe("the contact form's validator", () => {
  it("gives the schema's result, or the first message of each field", () => {
    fc.assert(
      fc.property(anyForm, (form) => {
        const parsed = schema.safeParse(form);
        const result = validate(form);
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
        for (const field of Object.keys(result.errors)) {
          expect([...contactFields, "form"]).toContain(field);
        }
      }),
      { numRuns },
    );
  });
});
