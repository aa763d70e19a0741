import { and, eq } from "drizzle-orm";

import { passwordProblem } from "#common/password.ts";

import { ChannelRefusal } from "../data-dir/local-channel";
import type { Db } from "../db/client";
import { account, user } from "../db/schema";
import type { Auth } from "./auth";

/** Refused with a reason the person running admin:create can act on. */
export class AdminAccountError extends ChannelRefusal {
  override name = "AdminAccountError";
}

export interface AdminAccountRequest {
  email: string;
  password: string;
  name?: string;
}

export type AdminAccountOutcome = "created" | "promoted" | "already-admin";

/** The request as it arrives over the local channel: checked, not trusted. */
export function readAdminRequest(body: Record<string, unknown>): AdminAccountRequest {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    email: text(body.email),
    password: text(body.password),
    name: typeof body.name === "string" ? body.name : undefined,
  };
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message for a request that cannot succeed, checked before anything is opened. */
export function adminRequestProblem(request: AdminAccountRequest): string | undefined {
  if (!EMAIL_PATTERN.test(request.email.trim())) {
    return `"${request.email}" is not an e-mail address.`;
  }
  const problem = passwordProblem(request.password, {
    email: request.email,
    name: request.name,
  });
  return problem ? `The password is too weak: ${problem}` : undefined;
}

export const promoteRefused =
  "An account with this e-mail address exists and the password given is not its password. " +
  "Give that account's password to make it an admin, or use another address.";

/** Whether the password is the one the account signs in with. */
async function isAccountPassword(db: Db, userId: string, password: string): Promise<boolean> {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  if (!credential?.hash) return false;
  // Loaded here, not at start: better-auth's modules take a good part of a second to load.
  const { verifyPassword } = await import("better-auth/crypto");
  return verifyPassword({ hash: credential.hash, password });
}

/**
 * Makes the account an admin: creates it with the password, or gives an existing account the
 * admin role. Anyone may register, so promoting an existing account needs its own password:
 * otherwise whoever registered the owner's address first would become the admin.
 */
export async function createOrPromoteAdmin(
  auth: Auth,
  db: Db,
  request: AdminAccountRequest,
): Promise<AdminAccountOutcome> {
  const problem = adminRequestProblem(request);
  if (problem) throw new AdminAccountError(problem);
  const email = request.email.trim().toLowerCase();

  const [existing] = await db.select().from(user).where(eq(user.email, email));
  if (existing) {
    if (!(await isAccountPassword(db, existing.id, request.password))) {
      throw new AdminAccountError(promoteRefused);
    }
    if (existing.role?.split(",").includes("admin")) return "already-admin";
    await db.update(user).set({ role: "admin" }).where(eq(user.id, existing.id));
    return "promoted";
  }
  // The person at the server's console vouches for the address: no confirmation e-mail.
  await auth.api.createUser({
    body: {
      email,
      password: request.password,
      name: request.name?.trim() || email,
      role: "admin",
      data: { emailVerified: true },
    },
  });
  return "created";
}
