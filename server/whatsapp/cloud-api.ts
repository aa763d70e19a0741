import { timedDelivery, type DeliveryResult } from "../jobs/delivery";

/** The WhatsApp Business Cloud API account that sends the owner's alerts. */
export interface WhatsAppSender {
  /** https://graph.facebook.com/v21.0 in production; a local fake in tests. */
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  timeoutMs: number;
}

/** One approved template message to one number. */
export interface TemplateMessage {
  /** The recipient in international form, digits only: 27821234567. */
  to: string;
  template: string;
  language: string;
  /** The template's {{1}}, {{2}}, … in order. */
  parameters: readonly string[];
}

/** The Cloud API refuses empty parameters and those with new lines, tabs or 4+ spaces in a row. */
export const templateText = (value: string) =>
  value.replace(/\s+/g, " ").trim().slice(0, 1024) || "-";

function templateBody(message: TemplateMessage) {
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: message.to,
    type: "template",
    template: {
      name: message.template,
      language: { code: message.language },
      components: [
        {
          type: "body",
          parameters: message.parameters.map((text) => ({
            type: "text",
            text: templateText(text),
          })),
        },
      ],
    },
  };
}

/**
 * Sends a template message: the only kind the Cloud API delivers to a number that has not
 * written to the business in the last 24 hours, which an owner's phone usually has not.
 */
export async function sendTemplate(
  sender: WhatsAppSender,
  message: TemplateMessage,
): Promise<DeliveryResult> {
  return timedDelivery(
    "WhatsApp",
    () =>
      fetch(`${sender.apiUrl}/${sender.phoneNumberId}/messages`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${sender.token}`,
          "Content-Type": "application/json",
        },
        body: JSON.stringify(templateBody(message)),
        signal: AbortSignal.timeout(sender.timeoutMs),
        redirect: "error",
      }),
    // The Graph API says why it refused: an expired token, a template not approved, …
    async (response) => {
      const body = (await response.json().catch(() => null)) as {
        error?: { message?: string; code?: number };
      } | null;
      const error = body?.error;
      return error?.message
        ? `${error.message}${error.code ? ` (code ${error.code})` : ""}`
        : undefined;
    },
  );
}
