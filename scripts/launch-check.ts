/**
 * `npm run launch:check`: what stands between this site and the real business going live. It
 * lists every fact still made up, every claim not confirmed, every example a production build
 * hides, what the production environment lacks, and what the database shows (an admin with
 * two-factor sign-in, a recent backup), each with where to act, and exits 1 while anything that
 * blocks a launch is open. Run it with the production environment (.env), where the site runs.
 */
import { existsSync, readFileSync } from "node:fs";

import type { ReadinessItem } from "#content/readiness.ts";
import { viaServerOrDirect } from "#server/cli/run-command.ts";
import { embeddedDatabaseDir } from "#server/db/client.ts";
import { loadDotEnv, loadEnv, type Env } from "#server/env.ts";
import { databaseReadiness } from "#server/launch/database-readiness.ts";
import { buildReadiness, launchReadiness } from "#server/launch/readiness.ts";

/** The database's part, asked of the running server when it holds the embedded database. */
async function fromDatabase(env: Env): Promise<ReadinessItem[]> {
  // Never create a database just to look at it: a fresh clone has none yet.
  if (!env.DATABASE_URL && !existsSync(embeddedDatabaseDir(env.DATA_DIR))) {
    return [
      {
        id: "database.none",
        file: "npm start, then npm run admin:create",
        message: `there is no database in ${env.DATA_DIR} yet: start the site once, create an admin and take a backup`,
        blocking: true,
      },
    ];
  }
  try {
    const { items } = await viaServerOrDirect(env, { path: "/go-live", body: {} }, async (db) => ({
      items: await databaseReadiness(db),
    }));
    return items;
  } catch (error) {
    return [
      {
        id: "database.unreadable",
        file: "the database",
        message: `could not read the database to check admins and backups: ${error instanceof Error ? error.message : String(error)}`,
        blocking: true,
      },
    ];
  }
}

loadDotEnv();
const env = loadEnv({ ...process.env, NODE_ENV: "production" });
/** Whether the build in build/ is a preview that shows examples (written by vite.config.ts). */
function builtWithExamples(): boolean {
  try {
    return (
      (JSON.parse(readFileSync("build/build-info.json", "utf8")) as { examples?: boolean })
        .examples === true
    );
  } catch {
    return false;
  }
}

// This runs through Vite's dev runner (for the migrations), where examples count as shown; what
// counts is the build that will be served, as recorded when it was made.
const items = [
  ...launchReadiness(env, { examples: false }),
  ...buildReadiness(builtWithExamples()),
  ...(await fromDatabase(env)),
];
const blocking = items.filter((item) => item.blocking);

for (const file of new Set(items.map((item) => item.file))) {
  console.log(`\n${file}`);
  for (const item of items.filter((open) => open.file === file)) {
    console.log(`  ${item.blocking ? "✗" : "-"} ${item.message}`);
  }
}
console.log(
  blocking.length === 0
    ? "\nReady to launch: nothing blocking is open."
    : `\nNot ready: ${blocking.length} to do (✗) before the site goes live; - is optional or hidden.`,
);
process.exitCode = blocking.length === 0 ? 0 : 1;
