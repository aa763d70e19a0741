import { createHmac, randomUUID } from "node:crypto";

import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin, twoFactor } from "better-auth/plugins";
import { sql } from "drizzle-orm";

import { CONFIRM_LINK_HOURS, CONFIRMED_PATH } from "#common/account-confirmation.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from "#common/password.ts";
import { site } from "#content/site.ts";

import type { Database } from "../db/client";
import * as schema from "../db/schema";
import type { Logger } from "../logger";
import type { Mailer, MailMessage } from "../mail/mailer";
import { confirmAddressMail, existingAccountMail, passwordResetMail } from "./auth-mail";
import { CLIENT_ADDRESS_HEADER } from "./client-address-header";

export interface AuthSettings {
  database: Database;
  logger: Logger;
  /** Signs session cookies and encrypts TOTP secrets. */
  secret: string;
  /**
   * The site's public address (BETTER_AUTH_URL). Without it only local addresses are accepted,
   * so a forged Host header cannot put someone else's domain into a password-reset link.
   */
  baseUrl?: string;
  mailer?: Mailer;
}

/** Paths whose body carries a new password, and where the account's name and e-mail are. */
const passwordPaths: Record<string, { field: "password" | "newPassword" }> = {
  "/sign-up/email": { field: "password" },
  "/reset-password": { field: "newPassword" },
  "/change-password": { field: "newPassword" },
};

export const WEAK_PASSWORD = "WEAK_PASSWORD";

/** Fields of a request that name where to send the browser next. */
const addressFields = ["callbackURL", "redirectTo", "newUserCallbackURL", "errorCallbackURL"];

/**
 * better-auth puts these into a Location header or encodes them into a link (a password reset
 * link sends its token there), and fails with a 500 (after creating the session or token) on a
 * character a header cannot carry. Our pages send paths of this site only; anything else, such
 * as "http://localhost:9999/…" (which better-auth accepts without BETTER_AUTH_URL) or "//host",
 * is refused before the work starts.
 */
function refuseUnsafeAddresses(body: unknown): void {
  if (typeof body !== "object" || body === null) return;
  for (const field of addressFields) {
    const value = (body as Record<string, unknown>)[field];
    if (
      value !== undefined &&
      (typeof value !== "string" || !/^\/(?![/\\])[\x21-\x7E]*$/.test(value))
    ) {
      throw new APIError("BAD_REQUEST", {
        code: "INVALID_CALLBACK_URL",
        message: "The address to return to is not valid.",
      });
    }
  }
}

/** How long a used two-factor code stays used: longer than the window in which it is valid. */
const USED_CODE_MS = 3 * 60_000;

export const CODE_USED = "CODE_ALREADY_USED";

export function createAuth({ database, logger, secret, baseUrl, mailer }: AuthSettings) {
  /**
   * A TOTP code is valid for about a minute and a half; better-auth accepts it as often as it is
   * sent in that time, so someone who saw it (over a shoulder, in a phishing page) could sign in
   * with it a second time. Each code a pending sign-in sends is recorded for its user (an HMAC of
   * it, in the verification table, whose id makes the record atomic across copies of the server)
   * and refused a second time.
   */
  async function refuseReusedCode(ctx: {
    body?: unknown;
    context: {
      secret: string;
      createAuthCookie: (name: string) => { name: string };
      internalAdapter: { findVerificationValue: (id: string) => Promise<{ value: string } | null> };
    };
    getSignedCookie: (name: string, secret: string) => Promise<string | null | false>;
  }): Promise<void> {
    const code = (ctx.body as { code?: unknown } | undefined)?.code;
    if (typeof code !== "string") return;
    const cookie = ctx.context.createAuthCookie("two_factor");
    const pending = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
    // Without a pending sign-in better-auth answers the request itself.
    if (!pending) return;
    const userId = (await ctx.context.internalAdapter.findVerificationValue(pending))?.value;
    if (!userId) return;
    const id = `totp-used:${createHmac("sha256", secret).update(`${userId}:${code.trim()}`).digest("base64url")}`;
    const now = new Date();
    const expires = new Date(now.getTime() + USED_CODE_MS);
    const result = await database.db.execute(sql`
      insert into verification (id, identifier, value, expires_at, created_at, updated_at)
      values (${id}, 'totp-used', ${userId}, ${expires.toISOString()}, ${now.toISOString()}, ${now.toISOString()})
      on conflict (id) do update set expires_at = excluded.expires_at, updated_at = excluded.updated_at
        where verification.expires_at < ${now.toISOString()}
      returning id`);
    if ((result as unknown as { rows: unknown[] }).rows.length === 0) {
      throw new APIError("UNAUTHORIZED", {
        code: CODE_USED,
        message: "This code has been used already. Wait for the next one in your app.",
      });
    }
  }

  const authLogger = logger.child({ module: "auth" });

  /**
   * Account e-mails go out without the request waiting for the mail server: an answer that took
   * an SMTP round trip only when the address has an account would tell who has one. With no SMTP
   * configured, the person running the site reads the link from the log.
   */
  function sendAccountMail(message: MailMessage, what: string, link?: string): void {
    if (!mailer) {
      authLogger.warn({ email: message.to, url: link }, `${what} (SMTP_URL not set)`);
      return;
    }
    mailer.send(message, randomUUID()).then(
      (result) => {
        if (!result.ok) authLogger.error({ error: result.error }, `${what}: e-mail failed`);
      },
      (error: unknown) => authLogger.error({ err: error }, `${what}: e-mail failed`),
    );
  }

  /** Where the site's own pages are, for e-mails: never taken from a request's Host header. */
  const pageUrl = (path: string) => new URL(path, baseUrl ?? site.baseUrl).toString();

  return betterAuth({
    appName: site.name,
    secret,
    baseURL: baseUrl ?? {
      allowedHosts: ["localhost:*", "127.0.0.1:*", "[::1]:*", "localhost", "127.0.0.1"],
      protocol: "http",
      // Calls made inside the server (the admin command) have no request to take a host from.
      fallback: "http://localhost",
    },
    basePath: "/api/auth",
    database: drizzleAdapter(database.db, { provider: "pg", schema, transaction: true }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword({ user, url }) {
        sendAccountMail(passwordResetMail({ to: user.email, url }), "password reset link", url);
        return Promise.resolve();
      },
      // A new account proves its address before it can sign in, and sign-up answers the same
      // whether or not the address has an account (better-auth returns a stand-in user and
      // hashes the password either way); the address's owner is told by e-mail instead.
      requireEmailVerification: true,
      onExistingUserSignUp({ user }) {
        sendAccountMail(
          existingAccountMail({
            to: user.email,
            signInUrl: pageUrl("/login"),
            resetUrl: pageUrl("/auth?mode=forgot"),
          }),
          "sign-up tried with an existing account's address",
        );
        return Promise.resolve();
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // A right password on an unconfirmed account sends a fresh link, so an expired one is
      // never a dead end.
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: CONFIRM_LINK_HOURS * 60 * 60,
      sendVerificationEmail({ user, url }) {
        // Wherever the request came from, the link leads back to the sign-in page.
        const link = new URL(url);
        link.searchParams.set("callbackURL", CONFIRMED_PATH);
        const address = link.toString();
        sendAccountMail(
          confirmAddressMail({ to: user.email, url: address }),
          "address confirmation link",
          address,
        );
        return Promise.resolve();
      },
    },
    session: {
      expiresIn: 7 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    // Sign-in attempts are limited by the server's own database-backed limiter, which every copy
    // of the server shares; better-auth's would count per process.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "lavis",
      useSecureCookies: baseUrl?.startsWith("https://") ?? false,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    telemetry: { enabled: false },
    logger: {
      log: (level, message) => authLogger[level](message),
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        refuseUnsafeAddresses(ctx.body);
        if (ctx.path === "/two-factor/verify-totp") await refuseReusedCode(ctx);
        const rule = passwordPaths[ctx.path];
        if (!rule) return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const password = body[rule.field];
        if (typeof password !== "string") return;
        const session = ctx.path === "/change-password" ? ctx.context.session : null;
        const problem = passwordProblem(password, {
          email: typeof body.email === "string" ? body.email : session?.user.email,
          name: typeof body.name === "string" ? body.name : session?.user.name,
        });
        if (problem) {
          throw new APIError("BAD_REQUEST", { code: WEAK_PASSWORD, message: problem });
        }
      }),
    },
    plugins: [
      twoFactor({
        issuer: site.name,
        backupCodeOptions: { amount: 10, length: 10 },
      }),
      admin({ defaultRole: "user", adminRoles: ["admin"] }),
    ],
  });
}

type BetterAuth = ReturnType<typeof createAuth>;

/** What the rest of the server uses of better-auth, so a deferred copy (auth-later.ts) can stand in. */
export interface Auth {
  handler: BetterAuth["handler"];
  api: Pick<BetterAuth["api"], "getSession" | "createUser">;
}
