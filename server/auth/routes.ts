import { Hono, type MiddlewareHandler } from "hono";

import { isAdmin, type Viewer } from "#common/viewer.ts";

import { clientAddress } from "../client-address";
import type { Logger } from "../logger";
import { rateLimit, type RateLimiter } from "../rate-limit";
import { CLIENT_ADDRESS_HEADER, type Auth } from "./auth";
import type { ViewerVariables } from "./viewer";

export const adminErrors = {
  signedOut: "Sign in to continue.",
  notAdmin: "This account is not allowed to see the leads. Ask the owner to give you access.",
  needsTwoFactor:
    "Admins must use two-factor sign-in. Set up an authenticator app on your account page first.",
  limited: "Too many sign-in attempts from your connection. Please wait a few minutes.",
  accountLimited: "Too many sign-in attempts for this account. Please wait a few minutes.",
} as const;

/** What the session cookie of a request says about who is asking, or null when no one is. */
export async function viewerOf(auth: Auth, headers: Headers): Promise<Viewer | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { user } = session;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role ?? null,
    twoFactorEnabled: user.twoFactorEnabled === true,
  };
}

/** The paths where someone could guess a password or a code; each try counts. */
const guessablePaths = [
  "/sign-in/email",
  "/sign-up/email",
  "/request-password-reset",
  "/reset-password",
  "/change-password",
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/get-totp-uri",
  "/two-factor/generate-backup-codes",
];

/**
 * The better-auth endpoints the site uses; every other one answers 404. The admin plugin's own
 * endpoints (set role, set password, update any user) in particular stay closed: they would let
 * an admin session without two-factor sign-in switch the requirement off.
 */
const openPaths = new Set([
  "/get-session",
  "/sign-out",
  "/reset-password/:token",
  ...guessablePaths,
]);

function isOpen(path: string): boolean {
  return openPaths.has(path.replace(/^\/reset-password\/[^/]+$/, "/reset-password/:token"));
}

export interface AuthRoutesOptions {
  auth: Auth;
  logger: Logger;
  /** Attempts per client address. */
  limiter: RateLimiter;
  /** Sign-in attempts per account, from whichever addresses: guessing spread over many. */
  accountLimiter: RateLimiter;
  trustProxy: number;
}

/** Counts a sign-in against the e-mail address it names. */
function limitPerAccount(limiter: RateLimiter, logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const body: unknown = await c.req.raw
      .clone()
      .json()
      .catch(() => null);
    const email = (body as { email?: unknown } | null)?.email;
    if (typeof email === "string") {
      try {
        const verdict = await limiter.hit(`account:${email.trim().toLowerCase()}`);
        if (!verdict.allowed) {
          c.header("Retry-After", String(verdict.retryAfterS));
          return c.json({ code: "TOO_MANY_REQUESTS", message: adminErrors.accountLimited }, 429);
        }
      } catch (error) {
        logger.warn({ err: error }, "rate limit check failed");
      }
    }
    await next();
  };
}

/** better-auth's handler under /api/auth, with our rate limit and client address in front. */
export function authRoutes({
  auth,
  logger,
  limiter,
  accountLimiter,
  trustProxy,
}: AuthRoutesOptions) {
  const limited = rateLimit({
    limiter,
    trustProxy,
    logger,
    onLimited: (c) => c.json({ code: "TOO_MANY_REQUESTS", message: adminErrors.limited }, 429),
  });
  const app = new Hono();
  for (const path of guessablePaths) app.post(path, limited);
  app.post("/sign-in/email", limitPerAccount(accountLimiter, logger));
  app.on(["GET", "POST"], "*", (c) => {
    if (!isOpen(c.req.path.slice("/api/auth".length))) {
      return c.json({ code: "NOT_FOUND", message: "Not found" }, 404);
    }
    // better-auth reads the address from this header only; a client cannot set it, because the
    // value is always replaced with the address this server trusts.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, trustProxy));
    return auth.handler(new Request(c.req.raw, { headers }));
  });
  return app;
}

/**
 * Guards /api/admin/*: 401 without a session, 403 for an account that is not an admin, and 403
 * for an admin without two-factor sign-in when the site requires it.
 */
export function requireAdmin(
  auth: Auth,
  options: { requireTwoFactor: boolean },
): MiddlewareHandler<{ Variables: ViewerVariables }> {
  return async (c, next) => {
    c.header("Cache-Control", "no-store");
    const viewer = await viewerOf(auth, c.req.raw.headers);
    if (!viewer) return c.json({ error: adminErrors.signedOut }, 401);
    if (!isAdmin(viewer)) return c.json({ error: adminErrors.notAdmin }, 403);
    if (options.requireTwoFactor && !viewer.twoFactorEnabled) {
      return c.json({ error: adminErrors.needsTwoFactor, code: "TWO_FACTOR_REQUIRED" }, 403);
    }
    c.set("viewer", viewer);
    await next();
  };
}
