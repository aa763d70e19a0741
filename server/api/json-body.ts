import type { Context } from "hono";

export type JsonObjectBody =
  { ok: true; body: Record<string, unknown> } | { ok: false; problem: "badJson" | "badShape" };

/**
 * The request body as a JSON object. Each endpoint words its own refusal, so this only says
 * which one: not JSON at all, or JSON that is not an object.
 */
export async function readJsonObject(c: Context): Promise<JsonObjectBody> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return { ok: false, problem: "badJson" };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, problem: "badShape" };
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
