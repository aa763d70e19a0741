import { parseArgs } from "node:util";

import {
  adminRequestProblem,
  createOrPromoteAdmin,
  type AdminAccountOutcome,
} from "../auth/admin-accounts";
import { createAuth } from "../auth/auth";
import { loadAuthSecret } from "../auth/secret";
import { readPassword } from "./read-password";
import { quietLogger, readEnv, runCommand, viaServerOrDirect } from "./run-command";

const usage = [
  "Usage: npm run admin:create -- --email EMAIL [--password PASSWORD] [--name NAME]",
  "Without --password the command asks for it (or reads it from standard input), which keeps",
  "it out of the shell history and the process list.",
].join("\n");

const outcomeText: Record<AdminAccountOutcome, (email: string) => string> = {
  created: (email) => `Created the admin account ${email}. Sign in at /login.`,
  promoted: (email) => `${email} already had an account: it is now an admin.`,
  "already-admin": (email) => `${email} is already an admin; nothing changed.`,
};

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: "string" },
        password: { type: "string" },
        name: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (!values.email) {
    console.error(`--email is needed.\n${usage}`);
    return 2;
  }
  const password = values.password ?? (await readPassword(`Password for ${values.email}: `));
  const request = { email: values.email, password, name: values.name };
  // Refuse a bad request before opening anything.
  const problem = adminRequestProblem(request);
  if (problem) {
    console.error(problem);
    return 1;
  }
  const env = readEnv();
  const { outcome } = await viaServerOrDirect(
    env,
    { path: "/admin-accounts", body: { ...request } },
    async (database) => {
      const auth = createAuth({ database, logger: quietLogger, secret: await loadAuthSecret(env) });
      return { outcome: await createOrPromoteAdmin(auth, database.db, request) };
    },
  );
  console.log(outcomeText[outcome as AdminAccountOutcome](request.email.trim().toLowerCase()));
  return 0;
}

runCommand(main);
