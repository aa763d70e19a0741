import type { Context } from "hono";

/** The same words at every endpoint that takes JSON: the body could not be parsed at all. */
export const BAD_JSON = "The request body is not valid JSON.";

/** How an endpoint words each refusal of a body; the status codes are the same everywhere. */
export interface JsonBodyMessages {
  /** Not sent as JSON: 415. */
  unsupported: string;
  /** Not JSON at all: 400. */
  badJson: string;
  /** JSON, but not an object: 400. */
  badShape: string;
}

export type JsonBody =
  { ok: true; body: Record<string, unknown> } | { ok: false; status: 400 | 415; error: string };

/** The request body as a JSON object, or the refusal to answer with, in the endpoint's words. */
export async function readJsonBody(c: Context, messages: JsonBodyMessages): Promise<JsonBody> {
  if (!isJsonContentType(c.req.header("content-type"))) {
    return { ok: false, status: 415, error: messages.unsupported };
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return { ok: false, status: 400, error: messages.badJson };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, status: 400, error: messages.badShape };
  }
  return { ok: true, body: body as Record<string, unknown> };
}

/**
 * Whether a Content-Type header names JSON: its media type, before any parameter, is exactly
 * application/json. "text/plain; x=application/json" is not: a browser sends text/plain across
 * sites without asking first, so a loose match would let any page post here from a visitor's
 * browser.
 */
export function isJsonContentType(header: string | undefined): boolean {
  return (header ?? "").split(";", 1)[0]!.trim().toLowerCase() === "application/json";
}
