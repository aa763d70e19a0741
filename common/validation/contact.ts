import * as z from "zod/mini";

import { validation as englishValidation } from "../i18n/en/forms";
import { fill } from "../i18n/fill";
import {
  consentSchemaWith,
  fieldSchemas,
  HONEYPOT_FIELD,
  honeypotSchema,
  optInSchema,
  SUBURB_MAX_LENGTH,
  trimmedText,
  type ValidationMessages,
} from "./fields";

/** The contact form's own rules' messages, ready to show. */
export const contactRuleMessages = (messages: ValidationMessages = englishValidation) => ({
  suburb: fill(messages.contactRules.suburb, { max: SUBURB_MAX_LENGTH }),
  service: messages.contactRules.service,
});

export const contactMessages = contactRuleMessages();

export interface ContactOptions {
  /** Slugs of the services the form lists; the empty value means "not chosen". */
  services: readonly string[];
  /** The language to refuse a field in; English (the specification's words) when absent. */
  messages?: ValidationMessages;
}

/**
 * The contact form. Name, phone, email and message follow the chat's rules and messages (the
 * message is the chat's description); suburb and service are voluntary.
 */
export function createContactSchema({ services, messages = englishValidation }: ContactOptions) {
  const known = new Set(services);
  const fields = fieldSchemas(messages.field);
  const contactMessages = contactRuleMessages(messages);
  return z.object({
    name: fields.name,
    phone: fields.phone,
    email: fields.email,
    suburb: z._default(
      trimmedText(SUBURB_MAX_LENGTH, contactMessages.suburb, 0, "one", messages.field),
      "",
    ),
    service: z._default(
      z.string(contactMessages.service).check(
        z.trim(),
        z.refine((value: string) => value === "" || known.has(value), contactMessages.service),
      ),
      "",
    ),
    message: fields.description,
    consent: consentSchemaWith(messages.consent.privacy),
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
