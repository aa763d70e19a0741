import { chmod, mkdir, mkdtemp, rm, stat, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { openEmbeddedCopy } from "#tests/setup/test-db.ts";

import { acquireDataDirLock } from "./lock";
import { keepDataDirPrivate } from "./mode";

let parent: string;
beforeEach(async () => {
  parent = await mkdtemp(join(tmpdir(), "data-dir-mode-"));
});
afterEach(() => rm(parent, { recursive: true, force: true }));

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

/** Every path under `folder` whose group or world bits are set, with its mode. */
async function readableByOthers(folder: string): Promise<string[]> {
  const { readdir } = await import("node:fs/promises");
  const found: string[] = [];
  for (const entry of await readdir(folder, { recursive: true })) {
    const mode = await modeOf(join(folder, entry));
    if (mode & 0o077) found.push(`${entry} ${mode.toString(8)}`);
  }
  return found;
}

describe("DATA_DIR is its owner's alone", () => {
  it("is created with mode 700", async () => {
    const dataDir = join(parent, "data");
    await keepDataDirPrivate(dataDir);
    expect(await modeOf(dataDir)).toBe(0o700);
  });

  it("tightens a folder made before, without following links out of it", async () => {
    const dataDir = join(parent, "old");
    const outside = join(parent, "outside.txt");
    await mkdir(join(dataDir, "pglite", "base"), { recursive: true });
    await writeFile(join(dataDir, "pglite", "base", "1259"), "rows");
    await writeFile(outside, "not ours");
    await chmod(join(dataDir, "pglite", "base", "1259"), 0o666);
    await chmod(outside, 0o644);
    await symlink(outside, join(dataDir, "link"));
    for (const folder of [dataDir, join(dataDir, "pglite"), join(dataDir, "pglite", "base")]) {
      await chmod(folder, 0o755);
    }

    expect((await keepDataDirPrivate(dataDir)).tightened).toBe(4);
    expect(await readableByOthers(dataDir)).toEqual(["link 644"]);
    expect(await modeOf(join(dataDir, "pglite", "base", "1259"))).toBe(0o600);
    expect(await modeOf(outside)).toBe(0o644);
    expect((await keepDataDirPrivate(dataDir)).tightened).toBe(0);
  });

  it("is tightened whenever the lock is taken, so an embedded database in it stays private", async () => {
    const dataDir = join(parent, "site");
    await mkdir(dataDir, { mode: 0o755 });
    const database = await openEmbeddedCopy(join(dataDir, "pglite"));
    await database.close();
    // PGlite makes its files 666 whatever the umask.
    expect((await readableByOthers(dataDir)).length).toBeGreaterThan(100);

    const lock = await acquireDataDirLock(dataDir);
    try {
      expect(await readableByOthers(dataDir)).toEqual([]);
      expect(await modeOf(dataDir)).toBe(0o700);
    } finally {
      await lock.release();
    }
  });
});
