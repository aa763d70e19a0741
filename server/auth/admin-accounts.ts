import { eq } from "drizzle-orm";

import { passwordProblem } from "#common/password.ts";

import type { Db } from "../db/client";
import { user } from "../db/schema";
import type { Auth } from "./auth";

export class AdminAccountError extends Error {
  override name = "AdminAccountError";
}

export interface AdminAccountRequest {
  email: string;
  password: string;
  name?: string;
}

export type AdminAccountOutcome = "created" | "promoted" | "already-admin";

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

/**
 * Makes the account an admin: creates it with the password, or gives an existing account the
 * admin role. An existing account keeps its own password: the owner may not know it changed.
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
    if (existing.role?.split(",").includes("admin")) return "already-admin";
    await db.update(user).set({ role: "admin" }).where(eq(user.id, existing.id));
    return "promoted";
  }
  await auth.api.signUpEmail({
    body: { email, password: request.password, name: request.name?.trim() || email },
  });
  await db.update(user).set({ role: "admin" }).where(eq(user.email, email));
  return "created";
}
