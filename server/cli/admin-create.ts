import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

import { pino } from "pino";

import {
  AdminAccountError,
  adminRequestProblem,
  createOrPromoteAdmin,
  type AdminAccountOutcome,
  type AdminAccountRequest,
} from "../auth/admin-accounts";
import { adminSocketPath, requestAdminChannel } from "../auth/admin-channel";
import { createAuth } from "../auth/auth";
import { loadAuthSecret } from "../auth/secret";
import { acquireDataDirLock, DataDirLockedError } from "../data-dir-lock";
import { openDatabase, type Database } from "../db/client";
import { migrate } from "../db/migrate";
import { EnvError, loadDotEnv, loadEnv, type Env } from "../env";
import { readPassword } from "./read-password";

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

/** Opens the database, makes the change and closes it again; used when no server owns it. */
async function changeDirectly(env: Env, database: Database, request: AdminAccountRequest) {
  try {
    await migrate(database.db);
    // The command prints its own messages; the library's warnings would only confuse them.
    const logger = pino({ level: "silent" });
    const auth = createAuth({ database, logger, secret: await loadAuthSecret(env) });
    return await createOrPromoteAdmin(auth, database.db, request);
  } finally {
    await database.close();
  }
}

async function run(request: AdminAccountRequest, env: Env): Promise<AdminAccountOutcome> {
  if (env.DATABASE_URL) {
    // PostgreSQL serves many clients at once: no need to involve a running server.
    return changeDirectly(
      env,
      await openDatabase({ kind: "postgres", url: env.DATABASE_URL }),
      request,
    );
  }
  let lock;
  try {
    lock = await acquireDataDirLock(env.DATA_DIR);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // A server owns the embedded database: ask it to make the change.
    return requestAdminChannel(adminSocketPath(env.DATA_DIR), request);
  }
  try {
    const dataDir = join(resolve(env.DATA_DIR), "pglite");
    return await changeDirectly(env, await openDatabase({ kind: "pglite", dataDir }), request);
  } finally {
    await lock.release();
  }
}

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
  loadDotEnv();
  const env = loadEnv();
  try {
    const outcome = await run(request, env);
    console.log(outcomeText[outcome](request.email.trim().toLowerCase()));
    return 0;
  } catch (error) {
    if (error instanceof AdminAccountError || error instanceof EnvError) {
      console.error(error.message);
      return 1;
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ECONNREFUSED") {
      console.error(
        `A server holds ${env.DATA_DIR} but does not answer on ${adminSocketPath(env.DATA_DIR)}. ` +
          "Is it an older version of the site? Restart it and try again.",
      );
      return 1;
    }
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  },
);
