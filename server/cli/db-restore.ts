import { resolve } from "node:path";
import { parseArgs } from "node:util";

import { acquireDataDirLock, DataDirLockedError } from "../data-dir/lock";
import { keepDataDirPrivate } from "../data-dir/mode";
import { restoreBackup } from "../db/backup";
import { embeddedDatabaseDir } from "../db/client";
import { readEnv, runCommand } from "./run-command";

const usage = [
  "Usage: npm run db:restore -- --from FILE",
  "Puts a backup made by db:backup in place as the embedded database in DATA_DIR. Stop the site",
  "first. The database that was there is moved aside, not deleted.",
].join("\n");

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { from: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help || !values.from) {
    (values.help ? console.log : console.error)(usage);
    return values.help ? 0 : 2;
  }
  const env = readEnv();
  if (env.DATABASE_URL) {
    console.error("The site uses PostgreSQL (DATABASE_URL): restore with pg_restore (README).");
    return 1;
  }
  let lock;
  try {
    lock = await acquireDataDirLock(env.DATA_DIR);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(`The site is running on ${env.DATA_DIR}: stop it, restore, then start it again.`);
    return 1;
  }
  try {
    const { movedAside } = await restoreBackup(
      resolve(values.from),
      embeddedDatabaseDir(env.DATA_DIR),
    );
    // The restored files are written with PGlite's mode 666: they become the owner's alone.
    await keepDataDirPrivate(env.DATA_DIR);
    console.log(`Restored ${values.from} into ${embeddedDatabaseDir(env.DATA_DIR)}.`);
    if (movedAside) console.log(`The database that was there is kept in ${movedAside}.`);
    return 0;
  } finally {
    await lock.release();
  }
}

runCommand(main);
