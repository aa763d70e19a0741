import { site } from "#content/site.ts";

import { apiRequest } from "./api-client";

export type SubmitResult<T> =
  | { kind: "saved"; body: T }
  | { kind: "invalid"; message: string; fieldErrors: Record<string, string> }
  | { kind: "failed"; message: string };

export const connectionFailedMessage = `We could not reach our server. Your details are still in the form: check your connection and try again, or call us on ${site.phone.display}.`;

/** Sends a form to its endpoint as JSON and sorts the answer into what the form shows. */
export async function submitLead<T>(path: string, values: unknown): Promise<SubmitResult<T>> {
  const response = await apiRequest<T>(path, { method: "POST", body: values });
  if (response.ok && response.body) return { kind: "saved", body: response.body };
  if (response.status === 0) return { kind: "failed", message: connectionFailedMessage };
  const refusal = response.ok ? {} : response.body;
  if (response.status === 422 && refusal.fieldErrors) {
    return { kind: "invalid", message: refusal.error ?? "", fieldErrors: refusal.fieldErrors };
  }
  return {
    kind: "failed",
    message:
      refusal.error ??
      `Something went wrong on our side. Your details are still in the form: please try again, or call us on ${site.phone.display}.`,
  };
}
