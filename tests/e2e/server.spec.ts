import { spawnSync } from "node:child_process";
import { existsSync, lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";

import { PGlite } from "@electric-sql/pglite";

import { expect, test } from "#tests/fixtures/e2e.ts";
import { makeDataDir, makeMigratedDataDir, startBuiltServer } from "#tests/setup/start-server.ts";

// These tests start servers of their own, each on a fresh data folder.
test.describe.configure({ mode: "serial", timeout: 120_000 });

test("a second server on the same data folder refuses to start, with a clear message", async () => {
  const dataDir = await makeMigratedDataDir();
  const first = await startBuiltServer({ dataDir: dataDir.path });
  try {
    const second = startBuiltServer({ dataDir: dataDir.path });
    await expect(second).rejects.toThrow(/exited with code 1 before listening/);
    await expect(second).rejects.toThrow(/in use by another server \(process \d+\)/);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  } finally {
    await first.stop();
    await dataDir.remove();
  }
});

/** Paths under `folder` (and itself) that another user could read or write, with their modes. */
function openToOthers(folder: string): string[] {
  return [".", ...readdirSync(folder, { recursive: true, encoding: "utf8" })]
    .map((entry) => ({ entry, mode: lstatSync(join(folder, entry)).mode }))
    .filter(({ mode }) => (mode & 0o077) !== 0 && (mode & 0o170000) !== 0o120000)
    .map(({ entry, mode }) => `${entry} ${(mode & 0o777).toString(8)}`);
}

test("SIGTERM shuts down cleanly and frees the data folder for the next start", async () => {
  const parent = await makeDataDir();
  // A folder the server makes itself, as on a fresh machine.
  const dataDir = { path: join(parent.path, "data") };
  try {
    const first = await startBuiltServer({ dataDir: dataDir.path });
    expect(first.output.join("\n")).toContain("database migrated");
    // The database, the secret, the lock and the socket are the site user's alone.
    expect(lstatSync(dataDir.path).mode & 0o777).toBe(0o700);
    expect(openToOthers(dataDir.path)).toEqual([]);
    expect(await first.stop("SIGTERM")).toBe(0);
    expect(first.output.join("\n")).toContain("shut down cleanly");
    expect(existsSync(join(dataDir.path, "server.lock"))).toBe(false);
    expect(openToOthers(dataDir.path)).toEqual([]);

    const second = await startBuiltServer({ dataDir: dataDir.path });
    // The schema is already there: nothing to migrate on the second start.
    expect(second.output.join("\n")).not.toContain("database migrated");
    expect(await second.stop("SIGINT")).toBe(0);
  } finally {
    await parent.remove();
  }
});

test("after a crash the next start takes over the stale lock", async () => {
  const dataDir = await makeMigratedDataDir();
  try {
    const crashed = await startBuiltServer({ dataDir: dataDir.path });
    await crashed.stop("SIGKILL");
    expect(existsSync(join(dataDir.path, "server.lock"))).toBe(true);

    const restarted = await startBuiltServer({ dataDir: dataDir.path });
    expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200);
    await restarted.stop();
  } finally {
    await dataDir.remove();
  }
});

/** One of the site's commands, as `npm run` runs it, against a data folder. */
function command(script: string, args: string[], dataDir: string) {
  const result = spawnSync(process.execPath, [`build/node/${script}.js`, ...args], {
    env: { PATH: process.env.PATH, NODE_ENV: "production", DATA_DIR: dataDir },
    encoding: "utf8",
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

test("a backup taken while the site runs restores into a working site", async () => {
  const live = await makeMigratedDataDir();
  const other = await makeDataDir();
  try {
    const server = await startBuiltServer({ dataDir: live.path });
    const sent = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Thandi Mokoena",
        phone: "082 555 0101",
        email: "thandi@example.com",
        message: "Please call me about a tripping earth leakage unit.",
        consent: true,
        marketing: false,
      }),
    });
    const { reference } = (await sent.json()) as { reference: string };
    const backup = join(other.path, "site.tar.gz");
    const backedUp = command("db-backup", ["--out", backup], live.path);
    expect(backedUp.output).toContain(`Backed up the database to ${backup}`);
    expect(backedUp.code).toBe(0);

    // Restoring under a running site is refused; stopped, the backup goes in place.
    const refused = command("db-restore", ["--from", backup], live.path);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("stop it, restore, then start it again");
    await server.stop();
    const restored = command("db-restore", ["--from", backup], other.path);
    expect(restored.code).toBe(0);
    expect(openToOthers(other.path)).toEqual([]);

    const copy = await startBuiltServer({ dataDir: other.path });
    try {
      expect((await fetch(`${copy.url}/api/health`)).status).toBe(200);
    } finally {
      await copy.stop();
    }
    // The lead sent before the backup is in the restored database.
    const database = await PGlite.create(join(other.path, "pglite"));
    const rows = await database.query<{ reference: string }>(
      "select reference from contact_messages",
    );
    await database.close();
    expect(rows.rows.map((row) => row.reference)).toEqual([reference]);
  } finally {
    await live.remove();
    await other.remove();
  }
});
