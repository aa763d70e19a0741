import { client } from "#common/i18n/en/forms.ts";
import { fill } from "#common/i18n/fill.ts";
import { site } from "#content/site.ts";

import { apiRequest } from "./api-client";

export type SubmitResult<T> =
  | { kind: "saved"; body: T }
  | { kind: "invalid"; message: string; fieldErrors: Record<string, string> }
  | { kind: "failed"; message: string };

/** What the browser says when the server gives no usable answer, in the page's language. */
export interface SubmitMessages {
  connectionFailed: string;
  serverFailed: string;
}

const englishMessages: SubmitMessages = {
  connectionFailed: fill(client.connectionFailed, { phone: site.phone.display }),
  serverFailed: fill(client.serverFailed, { phone: site.phone.display }),
};

export const connectionFailedMessage = englishMessages.connectionFailed;

/** Sends a form to its endpoint as JSON and sorts the answer into what the form shows. */
export async function submitLead<T>(
  path: string,
  values: unknown,
  messages: SubmitMessages = englishMessages,
): Promise<SubmitResult<T>> {
  const response = await apiRequest<T>(path, { method: "POST", body: values });
  if (response.ok && response.body) return { kind: "saved", body: response.body };
  if (response.status === 0) return { kind: "failed", message: messages.connectionFailed };
  const refusal = response.ok ? {} : response.body;
  if (response.status === 422 && refusal.fieldErrors) {
    return { kind: "invalid", message: refusal.error ?? "", fieldErrors: refusal.fieldErrors };
  }
  return {
    kind: "failed",
    message: refusal.error ?? messages.serverFailed,
  };
}
