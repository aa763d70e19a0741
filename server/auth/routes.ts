import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

import { isAdmin, type Viewer } from "#common/viewer.ts";

import { isJsonContentType } from "../api/json-body";
import { clientAddress } from "../http/client-address";
import { rateLimit, type RateLimiter } from "../http/rate-limit";
import type { Logger } from "../logger";
import type { Auth } from "./auth";
import { CLIENT_ADDRESS_HEADER } from "./client-address-header";
import type { ViewerVariables } from "./viewer";

export const adminErrors = {
  signedOut: "Sign in to continue.",
  notAdmin: "This account is not allowed to see the leads. Ask the owner to give you access.",
  needsTwoFactor:
    "Admins must use two-factor sign-in. Set up an authenticator app on your account page first.",
  limited: "Too many sign-in attempts from your connection. Please wait a few minutes.",
  accountLimited: "Too many sign-in attempts for this account. Please wait a few minutes.",
  notJson: "The request must be sent as JSON (application/json).",
  tooLarge: "The request is too large.",
} as const;

/** Far above any sign-in, sign-up or code: an e-mail, a name and a password. */
export const AUTH_BODY_LIMIT_BYTES = 16 * 1024;

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
  "/verify-email",
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

type AuthEnv = { Variables: { authBody: string } };

/**
 * The body of a POST is read once and at most AUTH_BODY_LIMIT_BYTES: JSON only (the site's own
 * pages send nothing else), so every limit below reads the same e-mail address better-auth
 * does, whatever encoding an attacker tries; a larger body is refused without being read.
 */
const jsonOnly: MiddlewareHandler<AuthEnv> = async (c, next) => {
  if (!isJsonContentType(c.req.header("content-type"))) {
    return c.json({ code: "UNSUPPORTED_MEDIA_TYPE", message: adminErrors.notJson }, 415);
  }
  await next();
};

const authBodyLimit = bodyLimit({
  maxSize: AUTH_BODY_LIMIT_BYTES,
  onError: (c) => c.json({ code: "PAYLOAD_TOO_LARGE", message: adminErrors.tooLarge }, 413),
});

const keepAuthBody: MiddlewareHandler<AuthEnv> = async (c, next) => {
  // Decoded as it arrived: Request.text() would drop a byte order mark.
  c.set("authBody", Buffer.from(await c.req.arrayBuffer()).toString("utf8"));
  await next();
};

/** Counts a sign-in against the e-mail address it names. */
function limitPerAccount(limiter: RateLimiter, logger: Logger): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    let body: unknown = null;
    try {
      body = JSON.parse(c.get("authBody"));
    } catch {
      // better-auth answers a body that is not JSON itself.
    }
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

/**
 * better-auth answers the right password of an account whose address is not confirmed with 403
 * EMAIL_NOT_VERIFIED (and e-mails a fresh link). Whoever signs up with someone else's address
 * and then signs in with the password they chose would learn from it that the address had no
 * account, so that answer is made the same as a wrong password's; the sign-in page's message
 * tells a new colleague to open the link.
 */
async function unconfirmedAsWrongPassword(response: Response): Promise<Response> {
  if (response.status !== 403) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  if (body?.code !== "EMAIL_NOT_VERIFIED") return response;
  return Response.json(
    { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" },
    { status: 401 },
  );
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
  const app = new Hono<AuthEnv>();
  const notFound = (c: Context) => c.json({ code: "NOT_FOUND", message: "Not found" }, 404);
  app.use("*", async (c, next) =>
    isOpen(c.req.path.slice("/api/auth".length)) ? next() : notFound(c),
  );
  // Signing out writes to the database too: it is counted like the rest.
  for (const path of [...guessablePaths, "/sign-out"]) app.post(path, limited);
  app.post("*", jsonOnly, authBodyLimit, keepAuthBody);
  app.post("/sign-in/email", limitPerAccount(accountLimiter, logger));
  app.on(["GET", "POST"], "*", (c) => {
    // better-auth reads the address from this header only; a client cannot set it, because the
    // value is always replaced with the address this server trusts.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, trustProxy));
    const body = c.req.method === "POST" ? c.get("authBody") : undefined;
    const answer = auth.handler(new Request(c.req.url, { method: c.req.method, headers, body }));
    return c.req.path === "/api/auth/sign-in/email"
      ? answer.then(unconfirmedAsWrongPassword)
      : answer;
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
