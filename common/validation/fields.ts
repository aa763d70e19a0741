import { z } from "zod";

/**
 * Field rules shared by the chat, the contact form and the booking form, with the
 * specification's messages (section 5). Every value is trimmed before it is checked.
 */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 25;
export const SERVICE_MAX_LENGTH = 120;
export const DESCRIPTION_MAX_LENGTH = 1000;
export const LOCATION_MAX_LENGTH = 200;

export const fieldMessages = {
  name: "Please provide your full name.",
  phone: "Please provide a valid phone number.",
  email: "Please provide a valid email address (e.g., name@example.com).",
  service: "Please specify what type of electrical service you need.",
  description: "Please provide more details about what you need done.",
  location: "Please provide your full address in Cape Town.",
} as const;

/** The digits a phone number is made of once spaces, hyphens and brackets are dropped. */
export function normalisePhone(value: string): string {
  return value.replace(/[\s\-()]/g, "");
}

const trimmed = (max: number, message: string) => z.string(message).trim().max(max, message);

export const nameSchema = trimmed(NAME_MAX_LENGTH, fieldMessages.name).min(2, fieldMessages.name);

export const phoneSchema = trimmed(PHONE_MAX_LENGTH, fieldMessages.phone).refine(
  (value) => /^\+?\d{10,15}$/.test(normalisePhone(value)),
  fieldMessages.phone,
);

export const emailSchema = trimmed(EMAIL_MAX_LENGTH, fieldMessages.email).regex(
  /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/,
  fieldMessages.email,
);

export const serviceSchema = trimmed(SERVICE_MAX_LENGTH, fieldMessages.service).min(
  3,
  fieldMessages.service,
);

export const descriptionSchema = trimmed(DESCRIPTION_MAX_LENGTH, fieldMessages.description).min(
  5,
  fieldMessages.description,
);

export const locationSchema = trimmed(LOCATION_MAX_LENGTH, fieldMessages.location).min(
  5,
  fieldMessages.location,
);
