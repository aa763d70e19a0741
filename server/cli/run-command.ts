import { pino } from "pino";

import { ChannelRefusal, localSocketPath, requestLocalChannel } from "../data-dir/local-channel";
import { acquireDataDirLock, DataDirLockedError } from "../data-dir/lock";
import { embeddedDatabaseDir, openDatabase, type Database } from "../db/client";
import { migrate } from "../db/migrate";
import { EnvError, loadDotEnv, loadEnv, type Env } from "../env";

/** The commands print their own messages; library warnings would only confuse them. */
export const quietLogger = pino({ level: "silent" });

export function readEnv(): Env {
  loadDotEnv();
  return loadEnv();
}

/**
 * Does a command's work on the database: through the running server when it owns the embedded
 * database (over the local channel), or on a database opened here when nothing else has it.
 */
export async function viaServerOrDirect<T extends Record<string, unknown>>(
  env: Env,
  request: { path: string; body: Record<string, unknown> },
  direct: (database: Database) => Promise<T>,
): Promise<T> {
  const openHere = async (database: Database) => {
    try {
      await migrate(database.db);
      return await direct(database);
    } finally {
      await database.close();
    }
  };
  // PostgreSQL serves many clients at once: no need to involve a running server.
  if (env.DATABASE_URL) {
    return openHere(await openDatabase({ kind: "postgres", url: env.DATABASE_URL }));
  }
  let lock;
  try {
    lock = await acquireDataDirLock(env.DATA_DIR);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return requestLocalChannel<T>(localSocketPath(env.DATA_DIR), request.path, request.body);
  }
  try {
    const dataDir = embeddedDatabaseDir(env.DATA_DIR);
    return await openHere(await openDatabase({ kind: "pglite", dataDir }));
  } finally {
    await lock.release();
  }
}

/** Runs a command's main, printing refusals as plain sentences and setting the exit code. */
export function runCommand(main: () => Promise<number>, env?: () => Env): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const code = (error as NodeJS.ErrnoException).code;
      if (error instanceof ChannelRefusal || error instanceof EnvError) {
        console.error(error.message);
      } else if (code === "ENOENT" || code === "ECONNREFUSED") {
        const dataDir = env?.().DATA_DIR ?? "DATA_DIR";
        console.error(
          `A server holds ${dataDir} but does not answer on ${localSocketPath(dataDir)}. ` +
            "Is it an older version of the site? Restart it and try again.",
        );
      } else {
        console.error(error);
      }
      process.exit(1);
    },
  );
}
