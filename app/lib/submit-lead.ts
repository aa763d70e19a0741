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

/** Sends a form to its endpoint as JSON and sorts the answer into what the form shows. */
export async function submitLead<T>(
  path: string,
  values: unknown,
  /** From the page's loader data, so the script carries no language's words of its own. */
  messages: SubmitMessages,
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
