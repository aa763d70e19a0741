import { chmod, lstat, mkdir, readdir } from "node:fs/promises";
import { join, resolve } from "node:path";

/**
 * DATA_DIR holds the embedded database (leads, password hashes), the generated auth secret, the
 * lock and the admin socket: nobody but the site's own user may read or write any of it. PGlite's
 * file-system layer creates every file with mode 666 whatever the umask, so the folder's own mode
 * (700, which lets no other user reach anything inside) is what keeps files made while the site
 * runs private; every start, command and restore also takes the group and world bits off
 * everything already there, which tightens installations made before this was done.
 */
export async function keepDataDirPrivate(dataDir: string): Promise<{ tightened: number }> {
  const folder = resolve(dataDir);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  return { tightened: await ownerOnly(folder) };
}

/** Takes group and world permissions off `path` and, for a folder, everything in it. */
async function ownerOnly(path: string): Promise<number> {
  const stats = await lstat(path);
  // A link's own mode means nothing, and following it could change files outside DATA_DIR.
  if (stats.isSymbolicLink()) return 0;
  let tightened = 0;
  if ((stats.mode & 0o077) !== 0) {
    await chmod(path, stats.mode & 0o700);
    tightened++;
  }
  if (stats.isDirectory()) {
    // Side by side: PGlite's folder holds over a thousand files, and walking them one at a time
    // took a quarter of a second of every start.
    const entries = await readdir(path);
    const counts = await Promise.all(entries.map((entry) => ownerOnly(join(path, entry))));
    tightened += counts.reduce((sum, count) => sum + count, 0);
  }
  return tightened;
}
