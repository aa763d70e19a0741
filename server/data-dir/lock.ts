import { mkdir, open, readFile, rename, rm, stat } from "node:fs/promises";
import { hostname } from "node:os";
import { join, resolve } from "node:path";

import { keepDataDirPrivate } from "./mode";

/**
 * PGlite lets a second process open the same data folder without complaint, and then one of them
 * silently loses its writes. The server therefore owns DATA_DIR through a lock file that holds its
 * pid; a second server finds the owner alive and refuses to start. A lock left by a crashed
 * process is taken over.
 */
const LOCK_FILE = "server.lock";
/** A takeover older than this was abandoned by a process that died half-way. */
const TAKEOVER_STALE_MS = 10_000;

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another server (process ${ownerPid}). ` +
        "The embedded database can be opened by one process at a time: stop the other server, " +
        "or start this one with a different DATA_DIR. If you are sure no other server is running, " +
        `delete ${join(dataDir, LOCK_FILE)} and start again.`,
    );
  }
}

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

export interface DataDirLock {
  path: string;
  release(): Promise<void>;
}

/**
 * Whether the lock's owner may still be running. Our own pid means a stale lock (a restarted
 * container hands out the same pids again); on Linux a live pid must also be a Node process.
 */
async function ownerMayBeRunning(owner: LockOwner): Promise<boolean> {
  if (owner.host !== hostname()) return true;
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const commandLine = await readFile(`/proc/${owner.pid}/cmdline`, "utf8").catch(() => undefined);
  return commandLine === undefined || /node/.test(commandLine);
}

async function readOwner(path: string): Promise<LockOwner | undefined> {
  try {
    return JSON.parse(await readFile(path, "utf8")) as LockOwner;
  } catch {
    return undefined;
  }
}

async function isAbandonedEmptyLock(path: string): Promise<boolean> {
  const info = await stat(path).catch(() => undefined);
  return info !== undefined && Date.now() - info.mtimeMs > 2_000;
}

async function tryCreate(path: string, owner: LockOwner): Promise<boolean> {
  try {
    const handle = await open(path, "wx", 0o600);
    await handle.writeFile(JSON.stringify(owner));
    await handle.close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/** Removes a dead owner's lock; the takeover folder makes sure only one process does it. */
async function removeStaleLock(path: string, stalePid: number | undefined): Promise<void> {
  const takeover = `${path}.takeover`;
  try {
    await mkdir(takeover, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const age = Date.now() - (await stat(takeover).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
    if (age > TAKEOVER_STALE_MS) await rm(takeover, { recursive: true, force: true });
    return;
  }
  try {
    const current = await readOwner(path);
    if (current?.pid === stalePid) {
      await rename(path, `${path}.stale`);
      await rm(`${path}.stale`, { force: true });
    }
  } finally {
    await rm(takeover, { recursive: true, force: true });
  }
}

/**
 * Takes DATA_DIR for this process, first making it and everything in it private to its owner
 * (see mode.ts): whoever takes the lock is about to read or write the database.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const folder = resolve(dataDir);
  await keepDataDirPrivate(folder);
  const path = join(folder, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };

  for (let attempt = 0; attempt < 50; attempt++) {
    if (await tryCreate(path, me)) {
      return {
        path,
        async release() {
          const owner = await readOwner(path);
          if (owner?.pid === me.pid) await rm(path, { force: true });
        },
      };
    }
    const owner = await readOwner(path);
    if (owner) {
      if (await ownerMayBeRunning(owner)) throw new DataDirLockedError(folder, owner.pid);
      await removeStaleLock(path, owner.pid);
    } else if (await isAbandonedEmptyLock(path)) {
      // The owner died between creating the file and writing its pid.
      await removeStaleLock(path, undefined);
    }
    await new Promise((done) => setTimeout(done, 20 + attempt * 10));
  }
  throw new Error(`Could not take the lock on ${folder}: too many concurrent starts`);
}
