import type { DeliveryResult } from "../jobs/delivery";

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

/**
 * Sends a template message: the only kind the Cloud API delivers to a number that has not
 * written to the business in the last 24 hours, which an owner's phone usually has not.
 */
export async function sendTemplate(
  sender: WhatsAppSender,
  message: TemplateMessage,
): Promise<DeliveryResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(`${sender.apiUrl}/${sender.phoneNumberId}/messages`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${sender.token}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({
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
      }),
      signal: AbortSignal.timeout(sender.timeoutMs),
      redirect: "error",
    });
    const body = (await response.json().catch(() => null)) as {
      error?: { message?: string; code?: number };
    } | null;
    if (response.ok) return { ok: true, statusCode: response.status, durationMs: elapsed() };
    const reason = body?.error?.message
      ? `${body.error.message}${body.error.code ? ` (code ${body.error.code})` : ""}`
      : `HTTP ${response.status}`;
    return {
      ok: false,
      statusCode: response.status,
      error: `WhatsApp failed: ${reason}`,
      durationMs: elapsed(),
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, error: `WhatsApp service error: ${reason}`, durationMs: elapsed() };
  }
}
