/**
 * Calls to /api/admin with the server's error sentences passed through, and a signed-out answer
 * turned into a trip to the sign-in page (the session can end while the inbox is open).
 */
import { apiRequest, type ApiRequest } from "#app/lib/api-client.ts";

export class AdminApiError extends Error {
  override name = "AdminApiError";
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

async function call<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const response = await apiRequest<T>(`/api/admin${path}`, request);
  if (response.status === 0) {
    throw new AdminApiError("Could not reach the site. Check your connection and try again.", 0);
  }
  if (response.status === 401) {
    window.location.assign(
      `/login?next=${encodeURIComponent(location.pathname + location.search)}`,
    );
  }
  if (!response.ok) {
    throw new AdminApiError(
      response.body.error ?? "Something went wrong on our side. Please try again.",
      response.status,
      response.body.fieldErrors,
    );
  }
  return response.body ?? ({} as T);
}

export const getJson = <T>(path: string) => call<T>(path);

export const postJson = <T>(path: string, body: unknown = {}) =>
  call<T>(path, { method: "POST", body });

export const putJson = <T>(path: string, body: unknown) => call<T>(path, { method: "PUT", body });

export const deleteJson = (path: string, body: unknown) =>
  call<unknown>(path, { method: "DELETE", body });

/** The query string of the inbox filters, without empty values. */
export function filterQuery(filters: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
