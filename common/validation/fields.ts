/**
 * Field rules shared by the chat, the contact form and the booking form, with the
 * specification's messages (section 5). Every value is trimmed before it is checked.
 *
 * Written with zod/mini: the forms run these same schemas in the browser, where the full zod
 * would add more to the page than the form itself (docs/decisions/011-forms-without-a-form-library.md).
 */
import * as z from "zod/mini";

import { validation as englishValidation, type Validation } from "../i18n/en/forms";

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 25;
export const SERVICE_MAX_LENGTH = 120;
export const DESCRIPTION_MAX_LENGTH = 1000;
export const LOCATION_MAX_LENGTH = 200;
export const SUBURB_MAX_LENGTH = 80;

/** The specification's messages; each language's are in common/i18n/<language>/forms.ts. */
export const fieldMessages = englishValidation.field;

/** Every message the forms' rules give, in one language. */
export type ValidationMessages = Validation;
export type FieldMessages = Validation["field"];

/**
 * Control characters other than tab and line breaks: no person types them, and the database
 * cannot store NUL at all, so a field that holds one is refused with a message, not saved.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point here.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** The text without control characters, for text that is kept but is not a form field. */
export const withoutControlCharacters = (value: string) => value.replace(CONTROL_CHARACTERS, "");

/**
 * A half of a UTF-16 pair on its own (left by cutting pasted text mid-emoji) becomes U+FFFD, the
 * replacement character: PostgreSQL refuses it in JSON, which would lose the whole lead.
 */
export const wellFormed = (value: string) =>
  value.replace(
    /([\uD800-\uDBFF][\uDC00-\uDFFF])|[\uD800-\uDFFF]/g,
    (_, pair?: string) => pair ?? "\uFFFD",
  );

/**
 * Bidirectional controls reorder how text is shown: in the inbox, a lead could read differently
 * from what it says. Nobody types them; they are dropped from every field.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
/** Zero-width and direction marks: invisible, and in a name or number only a way to disguise it. */
const INVISIBLE = /[\u200B-\u200F\u2060-\u2064\uFEFF]/g;

/** Text without bidirectional controls (for fields that may hold several lines). */
export const withoutBidiControls = (value: string) => value.replace(BIDI_CONTROLS, "");

/**
 * A one-line field as it is kept: no bidirectional controls or invisible characters, and every
 * run of white space (a pasted line break among them) one space.
 */
export const oneLine = (value: string) =>
  withoutBidiControls(value).replace(INVISIBLE, "").replace(WHITE_SPACE, " ");

/**
 * Runs of white space a person types or pastes. Vertical tab and form feed are left out: they
 * are control characters, refused with their own message.
 */
const WHITE_SPACE = /[\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+/g;

const noControlCharactersWith = (message: string) =>
  z.refine<string>((value) => withoutControlCharacters(value) === value, message);

export const noControlCharacters = noControlCharactersWith(fieldMessages.control);

/** The digits a phone number is made of once spaces, hyphens and brackets are dropped. */
export function normalisePhone(value: string): string {
  return value.replace(/[\s\-()]/g, "");
}

/** Angle brackets have no place in a name, number or address, and mark pasted-in markup. */
const noMarkupWith = (message: string) => z.refine<string>((value) => !/[<>]/.test(value), message);

export const noMarkup = noMarkupWith(fieldMessages.markup);

/**
 * A trimmed string of at most `max` characters, with `message` for anything that is not one.
 * `lines: "one"` (names, numbers, addresses) keeps it on one line; "many" (a description) keeps
 * its line breaks.
 */
export function trimmedText(
  max: number,
  message: string,
  min = 0,
  lines: "one" | "many" = "one",
  messages: Pick<FieldMessages, "markup" | "control"> = fieldMessages,
) {
  // The checks run only on a string: zod would otherwise read the `length` of any object sent
  // in its place, and a crafted one makes that comparison throw.
  return z.pipe(
    z.string(message),
    z.string(message).check(
      z.overwrite((value) => keptText(value, lines)),
      z.minLength(min, message),
      z.maxLength(max, message),
      noMarkupWith(messages.markup),
      noControlCharactersWith(messages.control),
    ),
  );
}

/**
 * An address as the mail standards define one: a local part of letters, digits and the
 * characters RFC 5322 allows, in dot-separated runs, and a domain of dot-separated labels of
 * letters, digits and hyphens. Anything more ("a@example.co?cc=…&body=…") is not an address, and
 * could turn the admin's mailto: link into a different message.
 */
const ATOM = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LABEL = "[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?";
const EMAIL_ADDRESS = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+\\p{L}{2,}$`, "u");

/** The field rules with one language's messages: the API and the forms check in the page's language. */
export function fieldSchemas(m: FieldMessages = fieldMessages) {
  const text = (max: number, message: string, min = 0, lines: "one" | "many" = "one") =>
    trimmedText(max, message, min, lines, m);
  return {
    name: text(NAME_MAX_LENGTH, m.name, 2),
    phone: text(PHONE_MAX_LENGTH, m.phone).check(
      z.refine((value: string) => /^\+?\d{10,15}$/.test(normalisePhone(value)), m.phone),
    ),
    email: text(EMAIL_MAX_LENGTH, m.email).check(z.regex(EMAIL_ADDRESS, m.email)),
    service: text(SERVICE_MAX_LENGTH, m.service, 3),
    /**
     * Free text (a job description, a message). Angle brackets are refused here too: markup in a
     * lead is almost always a bot or an attack, and a person can say the same without it.
     */
    description: text(DESCRIPTION_MAX_LENGTH, m.description, 5, "many"),
    location: text(LOCATION_MAX_LENGTH, m.location, 5),
  };
}

const englishFields = fieldSchemas();
export const nameSchema = englishFields.name;
export const phoneSchema = englishFields.phone;
export const emailSchema = englishFields.email;
export const serviceSchema = englishFields.service;
export const descriptionSchema = englishFields.description;
export const locationSchema = englishFields.location;

/** The first message for each field, as forms and the API report them. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

export const consentMessages = englishValidation.consent;

/** A ticked box: true from JSON, "on" from a plain HTML form; anything else is unticked. */
const ticked = z.transform(
  (value: unknown) => value === true || value === "on" || value === "true",
);

/** The POPIA consent box: only a ticked box passes. */
export const consentSchemaWith = (message: string) => z.pipe(ticked, z.literal(true, message));
export const consentSchema = consentSchemaWith(consentMessages.privacy);

/** The separate marketing question (POPIA section 69): unticked unless the visitor ticks it. */
export const optInSchema = z.pipe(z.optional(z.unknown()), ticked);

/** A choice from a fixed list, given as its value; anything else gets `message`. */
export function choiceSchema<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
) {
  return z.pipe(
    z.transform((value: unknown) => (typeof value === "string" ? value.trim() : value)),
    z.enum(values, message),
  );
}

/**
 * The honeypot: a field people never see. The server drops a submission that fills it before
 * anything else is checked; it is in the schemas only so the forms can carry it.
 */
export const HONEYPOT_FIELD = "website";
export const honeypotSchema = z.optional(z.string());

/** A field's value as the rules keep it, before they check it: what `trimmedText` stores. */
export function keptText(value: string, lines: "one" | "many" = "one"): string {
  const whole = wellFormed(value);
  return (lines === "one" ? oneLine(whole) : withoutBidiControls(whole)).trim();
}
