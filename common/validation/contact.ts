import * as z from "zod/mini";

import {
  consentSchema,
  HONEYPOT_FIELD,
  honeypotSchema,
  descriptionSchema,
  emailSchema,
  nameSchema,
  optInSchema,
  phoneSchema,
  SUBURB_MAX_LENGTH,
  trimmedText,
} from "./fields";

export const contactMessages = {
  suburb: `Please keep the suburb to ${SUBURB_MAX_LENGTH} characters.`,
  service: "Please choose a service from the list, or leave it blank.",
} as const;

export interface ContactOptions {
  /** Slugs of the services the form lists; the empty value means "not chosen". */
  services: readonly string[];
}

/**
 * The contact form. Name, phone, email and message follow the chat's rules and messages (the
 * message is the chat's description); suburb and service are voluntary.
 */
export function createContactSchema({ services }: ContactOptions) {
  const known = new Set(services);
  return z.object({
    name: nameSchema,
    phone: phoneSchema,
    email: emailSchema,
    suburb: z._default(trimmedText(SUBURB_MAX_LENGTH, contactMessages.suburb), ""),
    service: z._default(
      z.string(contactMessages.service).check(
        z.trim(),
        z.refine((value: string) => value === "" || known.has(value), contactMessages.service),
      ),
      "",
    ),
    message: descriptionSchema,
    consent: consentSchema,
    marketing: optInSchema,
    [HONEYPOT_FIELD]: honeypotSchema,
  });
}

export type ContactSchema = ReturnType<typeof createContactSchema>;
export type ContactInput = z.input<ContactSchema>;
export type ContactRequest = z.output<ContactSchema>;

export interface ContactResponse {
  reference: string;
  /** The customer's private status page, `/r/<reference>?t=<token>`. */
  statusUrl?: string;
}
