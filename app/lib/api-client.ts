/**
 * The one way the browser talks to the site's own API: JSON in, JSON out, the session cookie
 * sent along. It decides nothing about wording: each caller (a lead form, the admin, the auth
 * pages, the chat) turns a failure into the sentence its visitor needs.
 */

/** What the server says when it refuses: our endpoints send `error` and `fieldErrors`,
 * better-auth sends `code` and `message`. */
export interface ApiErrorBody {
  error?: string;
  fieldErrors?: Record<string, string>;
  code?: string;
  message?: string;
}

export type ApiResponse<T> =
  /** A 2xx answer. `body` is null when the answer was not JSON. */
  | { ok: true; status: number; body: T | null }
  /** Any other answer; status 0 when the server could not be reached at all. */
  | { ok: false; status: number; body: ApiErrorBody };

export interface ApiRequest {
  /** GET without a body, POST with one, unless said otherwise. */
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

export async function apiRequest<T>(
  path: string,
  { method, body, signal }: ApiRequest = {},
): Promise<ApiResponse<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: method ?? (body === undefined ? "GET" : "POST"),
      headers: {
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      signal,
    });
  } catch {
    return { ok: false, status: 0, body: {} };
  }
  const parsed: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, body: parsed as T | null };
  const refusal = parsed !== null && typeof parsed === "object" ? (parsed as ApiErrorBody) : {};
  return { ok: false, status: response.status, body: refusal };
}
