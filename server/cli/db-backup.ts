import { resolve } from "node:path";
import { parseArgs } from "node:util";

import { writeBackup } from "../db/backup";
import { readEnv, runCommand, viaServerOrDirect } from "./run-command";

const usage = [
  "Usage: npm run db:backup -- [--out FILE]",
  "Writes a consistent copy of the embedded database (a .tar.gz) while the site keeps running.",
  "Default FILE: backups/site-<date and time>.tar.gz in the project folder.",
  "With DATABASE_URL (PostgreSQL) use pg_dump instead; see the README.",
].join("\n");

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { out: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const env = readEnv();
  if (env.DATABASE_URL) {
    console.error("The site uses PostgreSQL (DATABASE_URL): back it up with pg_dump (README).");
    return 1;
  }
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-");
  const out = resolve(values.out ?? `backups/site-${stamp}.tar.gz`);
  if (!values.out) {
    const { mkdir } = await import("node:fs/promises");
    await mkdir(resolve("backups"), { recursive: true, mode: 0o700 });
  }
  const { bytes } = await viaServerOrDirect(env, { path: "/backup", body: { out } }, (database) =>
    writeBackup(database, out),
  );
  console.log(`Backed up the database to ${out} (${(Number(bytes) / 1024).toFixed(0)} KB).`);
  return 0;
}

runCommand(main);
