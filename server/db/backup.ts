import { randomUUID } from "node:crypto";
import { open, readdir, readFile, rename, rm } from "node:fs/promises";
import { dirname, isAbsolute } from "node:path";

import { PGlite } from "@electric-sql/pglite";

import { ChannelRefusal } from "../data-dir/local-channel";
import type { Database } from "./client";
import { backupLog } from "./schema";

/**
 * Backups of the embedded database: PGlite's own dump of its data folder (a gzipped tar), taken
 * inside the process that owns it, so it is consistent while the site keeps serving. A copy of
 * the folder taken from outside while the server writes would not be. PostgreSQL has pg_dump.
 */
export class BackupRefusal extends ChannelRefusal {
  override name = "BackupRefusal";
}

export async function writeBackup(database: Database, outPath: string): Promise<{ bytes: number }> {
  if (!database.pglite) {
    throw new BackupRefusal("The site uses PostgreSQL (DATABASE_URL): back it up with pg_dump.");
  }
  if (!isAbsolute(outPath)) throw new BackupRefusal(`Give the backup file as an absolute path.`);
  const dump = await database.pglite.dumpDataDir("gzip");
  const bytes = new Uint8Array(await dump.arrayBuffer());
  // "wx": never overwrite a file, least of all an earlier backup; readable by the owner only.
  let file;
  try {
    file = await open(outPath, "wx", 0o600);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") throw new BackupRefusal(`${outPath} exists already; choose a new name.`);
    if (code === "ENOENT")
      throw new BackupRefusal(`The folder ${dirname(outPath)} does not exist.`);
    throw error;
  }
  try {
    await file.writeFile(bytes);
    await file.sync();
  } finally {
    await file.close();
  }
  // Logged after the file is safe, for the go-live checklist; the dump itself cannot hold it.
  await database.db.insert(backupLog).values({ path: outPath, bytes: bytes.length });
  return { bytes: bytes.length };
}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch {
    return true;
  }
}

/**
 * Puts a backup in place as the embedded database of `pgliteDir`. What was there is moved aside
 * (never deleted), and the backup is opened and checked before it takes the folder's place.
 */
export async function restoreBackup(
  fromPath: string,
  pgliteDir: string,
): Promise<{ movedAside?: string }> {
  const dump = new Blob([await readFile(fromPath)]);
  const staging = `${pgliteDir}.restoring-${randomUUID().slice(0, 8)}`;
  try {
    const restored = await PGlite.create(staging, { loadDataDir: dump });
    await restored.query("select count(*) from schema_migrations");
    await restored.close();
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw new BackupRefusal(
      `${fromPath} is not a backup of this site's database (${(error as Error).message}).`,
    );
  }
  let movedAside: string | undefined;
  if (!(await isEmptyOrMissing(pgliteDir))) {
    movedAside = `${pgliteDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    await rename(pgliteDir, movedAside);
  } else {
    await rm(pgliteDir, { recursive: true, force: true });
  }
  await rename(staging, pgliteDir);
  return { movedAside };
}
