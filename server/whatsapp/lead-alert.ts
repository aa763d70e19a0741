import type { LeadKind } from "#common/leads.ts";

import type { LeadMail } from "../mail/lead-mail";
import { suburbIn, type LeadAlertFacts } from "../push/lead-alert";
import type { TemplateMessage } from "./cloud-api";

/** Where and how the owner's WhatsApp alert goes (README: "WhatsApp alerts"). */
export interface WhatsAppAlertSettings {
  /** The owner's number, international digits: 27821234567. */
  to: string;
  template: string;
  language: string;
}

const kindNouns: Record<LeadKind, string> = {
  appointment: "booking request",
  contact_message: "contact message",
  chatbot_submission: "chat call-back request",
};

/**
 * The template's five parameters, in the order of the approved template
 * "New {{1}} on the website: {{2}} in {{3}}. Call {{4}}. Details: {{5}}". The owner's own chat
 * gets the customer's name and number so one tap calls back; the place stays the suburb only,
 * as on the lock screen.
 */
export function ownerWhatsAppAlert(
  settings: WhatsAppAlertSettings,
  mail: Pick<LeadMail, "name" | "phone" | "inboxUrl">,
  alert: Pick<LeadAlertFacts, "kind" | "service" | "place">,
  prefix = "",
): TemplateMessage {
  return {
    to: settings.to,
    template: settings.template,
    language: settings.language,
    parameters: [
      `${prefix}${kindNouns[alert.kind]}`,
      alert.service ?? "service not chosen",
      suburbIn(alert.place) ?? "a suburb not given",
      `${mail.name} on ${mail.phone}`,
      mail.inboxUrl,
    ],
  };
}
