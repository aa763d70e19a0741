import { site } from "#content/site.ts";

export type SubmitResult<T> =
  | { kind: "saved"; body: T }
  | { kind: "invalid"; message: string; fieldErrors: Record<string, string> }
  | { kind: "failed"; message: string };

export const connectionFailedMessage = `We could not reach our server. Your details are still in the form: check your connection and try again, or call us on ${site.phone.display}.`;

/** Sends a form to its endpoint as JSON and sorts the answer into what the form shows. */
export async function submitLead<T>(path: string, values: unknown): Promise<SubmitResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(values),
    });
  } catch {
    return { kind: "failed", message: connectionFailedMessage };
  }
  const body = (await response.json().catch(() => null)) as
    (T & { error?: string; fieldErrors?: Record<string, string> }) | null;
  if (response.ok && body) return { kind: "saved", body };
  if (response.status === 422 && body?.fieldErrors) {
    return { kind: "invalid", message: body.error ?? "", fieldErrors: body.fieldErrors };
  }
  return {
    kind: "failed",
    message:
      body?.error ??
      `Something went wrong on our side. Your details are still in the form: please try again, or call us on ${site.phone.display}.`,
  };
}
