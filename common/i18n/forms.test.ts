import { describe, expect, it } from "vitest";

import { createBookingSchema } from "../validation/booking";
import { createContactSchema } from "../validation/contact";
import { fieldErrors } from "../validation/fields";
import { chat as afChat } from "./af/chat";
import { mail as afMail } from "./af/mail";
import { chat as enChat } from "./en/chat";
import { mail as enMail } from "./en/mail";
import { formMessages } from "./messages";

/** Every string of a nested message object, by its dotted key. */
function leaves(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    leaves(inner, prefix ? `${prefix}.${key}` : key),
  );
}

const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe.each([
  ["forms", formMessages.en, formMessages.af],
  ["mail", enMail, afMail],
  ["chat widget", enChat, afChat],
])("the Afrikaans %s strings", (_, english, afrikaans) => {
  const en = new Map(leaves(english));
  const af = new Map(leaves(afrikaans));

  it("give every English key, and no other", () => {
    expect([...af.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it("are written, not copied: non-empty, and their own words where English has words", () => {
    for (const [key, text] of af) {
      expect(text.trim(), key).not.toBe("");
      // A word or two may be the same in both languages ("WhatsApp", "Diens" is not "Service").
      if (en.get(key)!.split(" ").length > 2) expect(text, key).not.toBe(en.get(key));
    }
  });

  it("keep the same {slots} as English", () => {
    for (const [key, text] of af) expect(slots(text), key).toEqual(slots(en.get(key)!));
  });
});

describe("validation messages per language", () => {
  const en = formMessages.en.validation;
  const af = formMessages.af.validation;

  it("are distinct for every key", () => {
    const english = new Map(leaves(en));
    for (const [key, text] of leaves(af)) expect(text, key).not.toBe(english.get(key));
  });

  it("refuse a contact form in the language they are given", () => {
    const schema = createContactSchema({ services: ["electrical-repairs"], messages: af });
    const result = schema.safeParse({ phone: "12", email: "x", suburb: "a".repeat(81) });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!.issues)).toEqual({
      name: af.field.name,
      phone: af.field.phone,
      email: af.field.email,
      suburb: "Hou asseblief die voorstad hoogstens 80 karakters lank.",
      message: af.field.description,
      consent: af.consent.privacy,
    });
  });

  it("refuse a booking in Afrikaans, with the days in af-ZA", () => {
    const schema = createBookingSchema({
      services: [],
      suburbs: ["parow"],
      now: () => new Date("2026-11-21T20:00:00Z"),
      messages: af,
      locale: "af",
    });
    const result = schema.safeParse({ date: "2026-11-22", suburb: "elsewhere", window: "night" });
    const errors = fieldErrors(result.error!.issues);
    expect(errors).toMatchObject({
      service: af.field.service,
      propertyType: af.bookingRules.propertyType,
      suburb: af.bookingRules.suburb,
      window: af.bookingRules.window,
      preferredContact: af.bookingRules.preferredContact,
      date: "Kies asseblief 'n dag van Maandag 23 November 2026 tot Woensdag 20 Januarie 2027, nie 'n Sondag of openbare vakansiedag nie.",
    });
  });

  it("stay the specification's English by default", () => {
    const schema = createContactSchema({ services: [] });
    const result = schema.safeParse({});
    expect(fieldErrors(result.error!.issues).name).toBe(en.field.name);
    expect(en.field.name).toBe("Please provide your full name.");
  });
});
