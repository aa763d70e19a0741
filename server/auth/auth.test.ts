import { eq } from "drizzle-orm";
import { type TOTP, URI } from "otpauth";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CONFIRMED_PATH } from "#common/account-confirmation.ts";
import { passwordMessages } from "#common/password.ts";
import { createTestApp } from "#tests/fixtures/test-app.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db.ts";

import { user } from "../db/schema";
import type { Mailer, MailMessage } from "../mail/mailer";
import { AdminAccountError, createOrPromoteAdmin, promoteRefused } from "./admin-accounts";
import { CODE_USED } from "./auth";
import { adminErrors } from "./routes";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.destroy();
});

type TestApp = ReturnType<typeof createTestApp>;

/** Each test browser has its own address (X-Forwarded-For behind one proxy), so limits stay apart. */
const appFor = (options: Parameters<typeof createTestApp>[1] = {}) =>
  createTestApp(database, { limits: { trustProxy: 1 }, ...options });

let nextAddress = 1;
const freshAddress = () => `203.0.113.${nextAddress++}`;

/** A browser's view of the site: one cookie jar, one address, same-origin requests. */
function browser({ app }: TestApp, address = freshAddress()) {
  const cookies = new Map<string, string>();
  const send = async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const response = await app.request(`http://localhost${path}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: {
        "Content-Type": "application/json",
        Origin: "http://localhost",
        "X-Forwarded-For": address,
        Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const [name, value] = pair!.split("=");
      if (value) cookies.set(name!, value);
      else cookies.delete(name!);
    }
    const text = await response.text();
    const json = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    return { status: response.status, headers: response.headers, json };
  };
  return { send, cookies };
}

const strongPassword = "copper-geyser-breaker-42";
let accounts = 0;
const newEmail = () => `staff${++accounts}@example.com`;

/**
 * A new account, its address confirmed and signed in. The confirmation is written straight to
 * the database here; "a new account signs in only after …" below opens the e-mailed link.
 */
async function signedUp(testApp: TestApp, email = newEmail()) {
  const visitor = browser(testApp);
  const reply = await visitor.send("/api/auth/sign-up/email", {
    body: { name: "Staff Member", email, password: strongPassword },
  });
  expect(reply.status).toBe(200);
  await database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const signedIn = await visitor.send("/api/auth/sign-in/email", {
    body: { email, password: strongPassword },
  });
  expect(signedIn.status).toBe(200);
  return { visitor, email };
}

/** A mailer that keeps what it is given. */
function mailbox() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (message) => {
      sent.push(message);
      return { ok: true, durationMs: 1 };
    },
    close: () => {},
  };
  const linkIn = (message: MailMessage | undefined) =>
    new URL(/https?:\/\/\S+/.exec(message?.text ?? "")?.[0] ?? "http://missing.invalid/");
  return { sent, mailer, linkIn };
}

const makeAdmin = (email: string) =>
  database.db.update(user).set({ role: "admin" }).where(eq(user.email, email));

describe("accounts", () => {
  it("signs a new account in only after it opens the link e-mailed to it, with an httpOnly, SameSite cookie", async () => {
    const { sent, mailer, linkIn } = mailbox();
    const testApp = appFor({ mailer });
    const email = newEmail();
    const visitor = browser(testApp);
    const created = await visitor.send("/api/auth/sign-up/email", {
      body: { name: "New Person", email, password: strongPassword },
    });
    expect(created.status).toBe(200);
    expect(created.json.token).toBeNull();
    expect(visitor.cookies.size).toBe(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: email, subject: expect.stringMatching(/^Confirm your/) });

    // Before the link: answered like a wrong password, and a fresh link is sent.
    const early = await visitor.send("/api/auth/sign-in/email", {
      body: { email, password: strongPassword },
    });
    expect(early.status).toBe(401);
    expect(early.json.code).toBe("INVALID_EMAIL_OR_PASSWORD");
    expect(visitor.cookies.size).toBe(0);
    expect(sent).toHaveLength(2);

    const link = linkIn(sent[1]);
    expect(link.origin).toBe("http://localhost");
    expect(link.pathname).toBe("/api/auth/verify-email");
    const opened = await testApp.app.request(link.pathname + link.search);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe(CONFIRMED_PATH);
    // Opening it confirms the address and signs no one in.
    expect(opened.headers.getSetCookie()).toEqual([]);

    const response = await testApp.app.request("http://localhost/api/auth/sign-in/email", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: "http://localhost",
        "X-Forwarded-For": freshAddress(),
      },
      body: JSON.stringify({ email, password: strongPassword }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("lavis.session_token"));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("sends a link that has been tampered with back to sign-in with an error", async () => {
    const { sent, mailer, linkIn } = mailbox();
    const testApp = appFor({ mailer });
    await browser(testApp).send("/api/auth/sign-up/email", {
      body: { name: "New Person", email: newEmail(), password: strongPassword },
    });
    const link = linkIn(sent[0]);
    link.searchParams.set("token", `${link.searchParams.get("token")}x`);
    const opened = await testApp.app.request(link.pathname + link.search);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe(`${CONFIRMED_PATH}&error=INVALID_TOKEN`);
  });

  it("refuses weak passwords with a message that says why", async () => {
    const visitor = browser(appFor());
    const cases: [string, string][] = [
      ["short1", passwordMessages.tooShort],
      ["Password2026!", passwordMessages.common],
      ["aaaaaaaaaaaa", passwordMessages.repetitive],
      ["thandi.mokoena99", passwordMessages.personal],
    ];
    for (const [password, message] of cases) {
      const reply = await visitor.send("/api/auth/sign-up/email", {
        body: { name: "Thandi Mokoena", email: "thandi.m@example.com", password },
      });
      expect(reply.status, password).toBe(400);
      expect(reply.json.message, password).toBe(message);
    }
  });

  it("answers a sign-up the same whether or not the address has an account, and tells its owner", async () => {
    const { sent, mailer } = mailbox();
    const testApp = appFor({ mailer });
    const { email: taken } = await signedUp(testApp);
    sent.length = 0;
    const fresh = newEmail();
    const otherPassword = "lamp-post-harbour-31";
    const signUp = (email: string) =>
      browser(testApp).send("/api/auth/sign-up/email", {
        body: { name: "Someone Else", email, password: otherPassword },
      });
    const [forTaken, forFresh] = [await signUp(taken), await signUp(fresh)];
    // The same status and the same fields; only the stand-in values differ.
    expect(forTaken.status).toBe(200);
    expect(forFresh.status).toBe(200);
    const shape = (json: Record<string, unknown>) => ({
      ...json,
      user: Object.keys(json.user as object).sort(),
    });
    expect(shape(forTaken.json)).toEqual(shape(forFresh.json));
    expect(forTaken.headers.getSetCookie()).toEqual([]);

    expect(sent.map((message) => [message.to, message.subject])).toEqual([
      [taken, expect.stringMatching(/^You already have/)],
      [fresh, expect.stringMatching(/^Confirm your/)],
    ]);
    expect(sent[0]!.text).toContain("No new account was made");
    expect(sent[0]!.text).toContain("/login");

    // Signing in with the password just chosen tells the two apart no better.
    const signIn = (email: string) =>
      browser(testApp).send("/api/auth/sign-in/email", {
        body: { email, password: otherPassword },
      });
    const [inTaken, inFresh] = [await signIn(taken), await signIn(fresh)];
    expect([inTaken.status, inFresh.status]).toEqual([401, 401]);
    expect(inTaken.json).toEqual(inFresh.json);

    // The existing account is untouched: one row, its own password.
    const rows = await database.db.select().from(user).where(eq(user.email, taken));
    expect(rows).toHaveLength(1);
    const owner = await browser(testApp).send("/api/auth/sign-in/email", {
      body: { email: taken, password: strongPassword },
    });
    expect(owner.status).toBe(200);
  });

  it("answers a wrong password with 401 and no session", async () => {
    const testApp = appFor();
    const { email } = await signedUp(testApp);
    const visitor = browser(testApp);
    const reply = await visitor.send("/api/auth/sign-in/email", {
      body: { email, password: "not-the-password-at-all" },
    });
    expect(reply.status).toBe(401);
    expect(reply.json.code).toBe("INVALID_EMAIL_OR_PASSWORD");
    expect(visitor.cookies.size).toBe(0);
  });

  it("limits sign-in attempts per address", async () => {
    const testApp = createTestApp(database, { limits: { trustProxy: 1, authPerWindow: 3 } });
    const attacker = browser(testApp);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const reply = await attacker.send("/api/auth/sign-in/email", {
        body: { email: "owner@example.com", password: `guess-number-${attempt}` },
      });
      statuses.push(reply.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Someone else, from another address, can still try.
    const other = await browser(testApp).send("/api/auth/sign-in/email", {
      body: { email: "someone@example.com", password: "guess-number-x" },
    });
    expect(other.status).toBe(401);
  });

  it("limits sign-in attempts per account, whatever addresses they come from", async () => {
    const testApp = appFor({ limits: { trustProxy: 1, authPerWindow: 3 } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const reply = await browser(testApp).send("/api/auth/sign-in/email", {
        // The same account written differently still counts as one.
        body: {
          email: attempt % 2 ? "TARGET@example.com" : "target@example.com",
          password: `guess-number-${attempt}`,
        },
      });
      statuses.push(reply.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe("what /api/auth reads", () => {
  const post = (testApp: TestApp, path: string, body: BodyInit, headers: Record<string, string>) =>
    testApp.app.request(`http://localhost/api/auth${path}`, {
      method: "POST",
      headers: { Origin: "http://localhost", "X-Forwarded-For": freshAddress(), ...headers },
      body,
    });

  it("takes JSON only, so a form-encoded guess cannot get past the per-account limit", async () => {
    const testApp = appFor({ limits: { trustProxy: 1, authPerWindow: 3 } });
    const { email } = await signedUp(testApp);
    for (let attempt = 0; attempt < 4; attempt++) {
      await browser(testApp).send("/api/auth/sign-in/email", {
        body: { email, password: `guess-number-${attempt}` },
      });
    }
    const form = await post(
      testApp,
      "/sign-in/email",
      new URLSearchParams({ email, password: strongPassword }).toString(),
      { "Content-Type": "application/x-www-form-urlencoded" },
    );
    expect(form.status).toBe(415);
    expect(form.headers.getSetCookie()).toEqual([]);
    const json = await browser(testApp).send("/api/auth/sign-in/email", {
      body: { email, password: strongPassword },
    });
    expect(json.status).toBe(429);
  });

  it("refuses a body over 16 KB, and one whose declared length is, without reading it", async () => {
    const testApp = appFor();
    const big = await post(
      testApp,
      "/sign-up/email",
      JSON.stringify({ name: "x".repeat(30 * 1024 * 1024), email: newEmail(), password: "p" }),
      { "Content-Type": "application/json" },
    );
    expect(big.status).toBe(413);
    const declared = await post(testApp, "/sign-in/email", "{}", {
      "Content-Type": "application/json",
      "Content-Length": "999999999",
    });
    expect(declared.status).toBe(413);
  });

  it("counts sign-outs per address", async () => {
    const testApp = appFor({ limits: { trustProxy: 1, authPerWindow: 3 } });
    const visitor = browser(testApp);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push((await visitor.send("/api/auth/sign-out", { body: {} })).status);
    }
    expect(statuses.slice(3)).toEqual([429, 429]);
  });
});

describe("password reset", () => {
  it("sends a reset link's token to no other address than a path of this site", async () => {
    const testApp = appFor();
    const { email } = await signedUp(testApp);
    for (const redirectTo of ["http://localhost:9999/phish", "//evil.example/x", "/\\evil"]) {
      const asked = await browser(testApp).send("/api/auth/request-password-reset", {
        body: { email, redirectTo },
      });
      expect(asked.status, redirectTo).toBe(400);
      expect(asked.json.code).toBe("INVALID_CALLBACK_URL");
    }
  });

  it("writes the link to the log without SMTP, and the new password replaces the old", async () => {
    const lines: { msg?: string; url?: string }[] = [];
    const logger = pino(
      { level: "info" },
      { write: (line: string) => void lines.push(JSON.parse(line)) },
    );
    const testApp = appFor({ logger });
    const { visitor: signedIn, email } = await signedUp(testApp);

    const asked = await browser(testApp).send("/api/auth/request-password-reset", {
      body: { email, redirectTo: "/auth?mode=reset" },
    });
    expect(asked.status).toBe(200);
    const logged = lines.find((line) => line.msg === "password reset link (SMTP_URL not set)");
    const link = new URL(String(logged?.url));
    expect(link.origin).toBe("http://localhost");
    const token = link.pathname.split("/").pop()!;

    // Opening the link sends the browser on to the reset form; the log keeps no token.
    const opened = await testApp.app.request(link.pathname + link.search);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe(`http://localhost/auth?mode=reset&token=${token}`);
    const logText = JSON.stringify(lines.filter((line) => line.msg !== logged?.msg));
    expect(logText).toContain("/api/auth/reset-password/[token]");
    expect(logText).not.toContain(token);

    // An unknown address gets the same answer, so the form does not reveal who has an account.
    const unknown = await browser(testApp).send("/api/auth/request-password-reset", {
      body: { email: "nobody@example.com", redirectTo: "/auth?mode=reset" },
    });
    expect(unknown.status).toBe(200);

    const weak = await browser(testApp).send("/api/auth/reset-password", {
      body: { newPassword: "password123", token },
    });
    expect(weak.status).toBe(400);
    const newPassword = "kettle-mountain-tide-77";
    const reset = await browser(testApp).send("/api/auth/reset-password", {
      body: { newPassword, token },
    });
    expect(reset.status).toBe(200);

    // Every session of the account ends, the old password stops working, the new one works.
    expect((await signedIn.send("/api/admin/leads")).status).toBe(401);
    const old = await browser(testApp).send("/api/auth/sign-in/email", {
      body: { email, password: strongPassword },
    });
    expect(old.status).toBe(401);
    const fresh = await browser(testApp).send("/api/auth/sign-in/email", {
      body: { email, password: newPassword },
    });
    expect(fresh.status).toBe(200);
    // A link works once.
    const again = await browser(testApp).send("/api/auth/reset-password", {
      body: { newPassword: "another-long-passphrase-9", token },
    });
    expect(again.status).toBe(400);
  });

  it("e-mails the link when SMTP is configured", async () => {
    const { sent, mailer } = mailbox();
    const testApp = appFor({ mailer });
    const { email } = await signedUp(testApp);
    sent.length = 0;
    await browser(testApp).send("/api/auth/request-password-reset", {
      body: { email, redirectTo: "/auth?mode=reset" },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: email, subject: expect.stringMatching(/Reset your/) });
    expect(sent[0]!.text).toMatch(/http:\/\/localhost\/api\/auth\/reset-password\/\S+/);
  });
});

describe("better-auth endpoints the site does not use", () => {
  it("answer 404, so an admin session cannot change roles or switch two-factor off", async () => {
    const testApp = appFor({ requireTwoFactor: true });
    const { visitor, email } = await signedUp(testApp);
    await makeAdmin(email);
    const [row] = await database.db.select().from(user).where(eq(user.email, email));
    const update = await visitor.send("/api/auth/admin/update-user", {
      body: { userId: row!.id, data: { twoFactorEnabled: true } },
    });
    expect(update.status).toBe(404);
    expect((await visitor.send("/api/auth/admin/list-users")).status).toBe(404);
    expect((await visitor.send("/api/admin/leads")).json.code).toBe("TWO_FACTOR_REQUIRED");
  });
});

describe("/api/admin guard", () => {
  it("answers 401 without a session", async () => {
    const reply = await browser(appFor()).send("/api/admin/leads");
    expect(reply.status).toBe(401);
    expect(reply.json.error).toBe(adminErrors.signedOut);
    expect(reply.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 403 to a signed-in account that is not an admin", async () => {
    const { visitor } = await signedUp(appFor());
    const reply = await visitor.send("/api/admin/leads");
    expect(reply.status).toBe(403);
    expect(reply.json.error).toBe(adminErrors.notAdmin);
  });

  it("lets an admin in, and refuses a cross-site request with the same cookie", async () => {
    const testApp = appFor();
    const { visitor, email } = await signedUp(testApp);
    await makeAdmin(email);
    expect((await visitor.send("/api/admin/leads")).status).toBe(200);

    const cookie = [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const forged = await testApp.app.request("http://localhost/api/admin/leads/x/y/notes", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: "https://evil.example",
        Cookie: cookie,
      },
      body: JSON.stringify({ note: "hello" }),
    });
    expect(forged.status).toBe(403);
  });

  it("requires two-factor sign-in of admins when the site asks for it", async () => {
    const testApp = appFor({ requireTwoFactor: true });
    const { visitor, email } = await signedUp(testApp);
    await makeAdmin(email);
    const before = await visitor.send("/api/admin/leads");
    expect(before.status).toBe(403);
    expect(before.json.code).toBe("TWO_FACTOR_REQUIRED");

    // Enrol: the secret comes back as an otpauth:// URI; a code from it turns two-factor on.
    const enabled = await visitor.send("/api/auth/two-factor/enable", {
      body: { password: strongPassword },
    });
    expect(enabled.status).toBe(200);
    const totp = URI.parse(String(enabled.json.totpURI)) as TOTP;
    expect(enabled.json.backupCodes).toHaveLength(10);
    const verified = await visitor.send("/api/auth/two-factor/verify-totp", {
      body: { code: totp.generate() },
    });
    expect(verified.status).toBe(200);
    expect((await visitor.send("/api/admin/leads")).status).toBe(200);

    // From now on a password alone does not give a session.
    const returning = browser(testApp);
    const signIn = await returning.send("/api/auth/sign-in/email", {
      body: { email, password: strongPassword },
    });
    expect(signIn.json.twoFactorRedirect).toBe(true);
    expect((await returning.send("/api/admin/leads")).status).toBe(401);
    const wrong = await returning.send("/api/auth/two-factor/verify-totp", {
      body: { code: "000000" },
    });
    expect(wrong.status).toBe(401);
    const current = totp.generate();
    const right = await returning.send("/api/auth/two-factor/verify-totp", {
      body: { code: current },
    });
    expect(right.status).toBe(200);
    expect((await returning.send("/api/admin/leads")).status).toBe(200);

    // The same code does not sign in a second time, from anywhere, while it is still valid.
    const onlooker = browser(testApp);
    await onlooker.send("/api/auth/sign-in/email", { body: { email, password: strongPassword } });
    const secondTime = await onlooker.send("/api/auth/two-factor/verify-totp", {
      body: { code: current },
    });
    expect(secondTime.status).toBe(401);
    expect(secondTime.json.code).toBe(CODE_USED);
    expect((await onlooker.send("/api/admin/leads")).status).toBe(401);

    // A backup code works once.
    const code = (enabled.json.backupCodes as string[])[0];
    const withBackup = browser(testApp);
    await withBackup.send("/api/auth/sign-in/email", { body: { email, password: strongPassword } });
    const used = await withBackup.send("/api/auth/two-factor/verify-backup-code", {
      body: { code },
    });
    expect(used.status).toBe(200);
    const again = browser(testApp);
    await again.send("/api/auth/sign-in/email", { body: { email, password: strongPassword } });
    const reused = await again.send("/api/auth/two-factor/verify-backup-code", { body: { code } });
    expect(reused.status).toBe(401);
  });
});

describe("admin accounts from the command line", () => {
  it("creates an admin, promotes an existing account, and refuses weak passwords", async () => {
    const testApp = appFor();
    const email = newEmail();
    expect(
      await createOrPromoteAdmin(testApp.auth, database.db, { email, password: strongPassword }),
    ).toBe("created");
    const signIn = await browser(testApp).send("/api/auth/sign-in/email", {
      body: { email, password: strongPassword },
    });
    expect(signIn.status).toBe(200);
    expect(
      await createOrPromoteAdmin(testApp.auth, database.db, { email, password: strongPassword }),
    ).toBe("already-admin");

    // Someone registered the address first: without that account's password it is not promoted.
    const { email: existing } = await signedUp(testApp);
    await expect(
      createOrPromoteAdmin(testApp.auth, database.db, {
        email: existing,
        password: "the-owners-own-passphrase",
      }),
    ).rejects.toThrow(promoteRefused);
    const [before] = await database.db.select().from(user).where(eq(user.email, existing));
    expect(before!.role).toBe("user");
    expect(
      await createOrPromoteAdmin(testApp.auth, database.db, {
        email: existing.toUpperCase(),
        password: strongPassword,
      }),
    ).toBe("promoted");
    const [row] = await database.db.select().from(user).where(eq(user.email, existing));
    expect(row!.role).toBe("admin");

    await expect(
      createOrPromoteAdmin(testApp.auth, database.db, { email: newEmail(), password: "password1" }),
    ).rejects.toThrow(AdminAccountError);
  });
});
