import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { acquireDataDirLock, DataDirLockedError } from "./lock";

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "lock-test-"));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const lockPath = () => join(dataDir, "server.lock");

/** Another Node process that holds the lock until it is killed. */
async function holdLockInChild() {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      `import("./server/data-dir/lock.ts").then(async (m) => {
         await m.acquireDataDirLock(${JSON.stringify(dataDir)});
         console.log("locked");
         setInterval(() => {}, 1000);
       });`,
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("locked")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`lock holder exited with code ${code}`)));
  });
  return child;
}

describe("acquireDataDirLock", () => {
  it("creates the folder, records the owner and removes the lock on release", async () => {
    const folder = join(dataDir, "nested", "data");
    const lock = await acquireDataDirLock(folder);
    const owner = JSON.parse(await readFile(lock.path, "utf8")) as { pid: number };
    expect(owner.pid).toBe(process.pid);
    await lock.release();
    await expect(readFile(lock.path)).rejects.toThrow(/ENOENT/);
  });

  it("refuses while another live server holds the folder, and takes over once it has died", async () => {
    const child = await holdLockInChild();
    try {
      const attempt = acquireDataDirLock(dataDir);
      await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(acquireDataDirLock(dataDir)).rejects.toThrow(
        `in use by another server (process ${child.pid})`,
      );
    } finally {
      child.kill("SIGKILL");
      await once(child, "exit");
    }
    const lock = await acquireDataDirLock(dataDir);
    await lock.release();
  });

  it("takes over a lock whose process no longer exists", async () => {
    // Pids wrap below 2^22 on Linux; this one cannot be running.
    await writeFile(lockPath(), JSON.stringify({ pid: 2 ** 22 + 7, host: hostname() }));
    const lock = await acquireDataDirLock(dataDir);
    expect(JSON.parse(await readFile(lockPath(), "utf8"))).toMatchObject({ pid: process.pid });
    await lock.release();
  });

  it("takes over a lock left empty by a process that died while writing it", async () => {
    await writeFile(lockPath(), "");
    const old = new Date(Date.now() - 60_000);
    await utimes(lockPath(), old, old);
    const lock = await acquireDataDirLock(dataDir);
    await lock.release();
  });

  it("refuses a lock held from another machine, whose process it cannot check", async () => {
    await writeFile(lockPath(), JSON.stringify({ pid: 1234, host: "another-machine" }));
    await expect(acquireDataDirLock(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it("lets exactly one of several concurrent starts win", async () => {
    const children = await Promise.allSettled([holdLockInChild(), holdLockInChild()]);
    const winners = children.filter((result) => result.status === "fulfilled");
    for (const winner of winners) {
      winner.value.kill("SIGKILL");
      await once(winner.value, "exit");
    }
    expect(winners).toHaveLength(1);
  });
});
