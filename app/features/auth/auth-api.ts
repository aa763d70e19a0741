/**
 * The browser's side of /api/auth (better-auth's endpoints), with each failure turned into a
 * sentence a person can act on. Calls go through the site's API client: the auth pages need a
 * handful of calls, not better-auth's client library in their bundle.
 */
import { apiRequest } from "#app/lib/api-client.ts";

export type AuthResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

export const authMessages = {
  // An account whose address is not confirmed yet gets this answer too (see server/auth/routes.ts).
  invalidCredentials:
    "Invalid email or password. A new account can sign in once you have opened the link we e-mailed to it.",
  confirmLinkBroken:
    "This confirmation link has expired or is not valid. Sign in with your password and we will e-mail you a new one.",
  invalidCode:
    "That code is not right. Use the newest code your app shows; codes change every 30 seconds.",
  invalidBackupCode: "That backup code is not right, or it was used before.",
  locked: "Too many wrong codes. The account is locked for a while; try again later.",
  expiredLink: "This reset link has expired or was already used. Ask for a new one.",
  sessionMissing: "Your session has ended. Sign in again.",
  limited: "Too many attempts from your connection. Please wait a few minutes and try again.",
  busy: "The site is busy right now. Please try again in a moment.",
  offline: "Could not reach the site. Check your connection and try again.",
  unknown: "Something went wrong on our side. Please try again.",
} as const;

const byCode: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: authMessages.invalidCredentials,
  INVALID_PASSWORD: "That is not your current password.",
  INVALID_CODE: authMessages.invalidCode,
  INVALID_BACKUP_CODE: authMessages.invalidBackupCode,
  ACCOUNT_TEMPORARILY_LOCKED: authMessages.locked,
  INVALID_TWO_FACTOR_COOKIE: "The sign-in took too long. Start again with your password.",
  INVALID_TOKEN: authMessages.expiredLink,
  TOKEN_EXPIRED: authMessages.expiredLink,
  SESSION_EXPIRED: authMessages.sessionMissing,
  INVALID_EMAIL: "Enter a valid e-mail address, like name@example.com.",
  PASSWORD_TOO_SHORT: "Use at least 10 characters.",
  TOO_MANY_REQUESTS: authMessages.limited,
};

function messageFor(status: number, body: { code?: string; message?: string }): string {
  // The server's own password rules explain themselves.
  if (body.code === "WEAK_PASSWORD" && body.message) return body.message;
  if (body.code && byCode[body.code]) return byCode[body.code]!;
  if (status === 401) return authMessages.sessionMissing;
  if (status === 429) return authMessages.limited;
  if (status === 502 || status === 503 || status === 504) return authMessages.busy;
  return authMessages.unknown;
}

export async function authRequest<T = Record<string, unknown>>(
  path: string,
  body?: Record<string, unknown>,
): Promise<AuthResult<T>> {
  const response = await apiRequest<T>(`/api/auth${path}`, { body });
  if (response.status === 0) return { ok: false, status: 0, message: authMessages.offline };
  if (!response.ok) {
    return {
      ok: false,
      status: response.status,
      message: messageFor(response.status, response.body),
    };
  }
  return { ok: true, data: response.body ?? ({} as T) };
}
