import { existsSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "#tests/fixtures/e2e.ts";
import { makeDataDir, startBuiltServer } from "#tests/setup/start-server.ts";

// These tests start servers of their own, each on a fresh data folder.
test.describe.configure({ mode: "serial", timeout: 120_000 });

test("a second server on the same data folder refuses to start, with a clear message", async () => {
  const dataDir = await makeDataDir();
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

test("SIGTERM shuts down cleanly and frees the data folder for the next start", async () => {
  const dataDir = await makeDataDir();
  try {
    const first = await startBuiltServer({ dataDir: dataDir.path });
    expect(first.output.join("\n")).toContain("database migrated");
    expect(await first.stop("SIGTERM")).toBe(0);
    expect(first.output.join("\n")).toContain("shut down cleanly");
    expect(existsSync(join(dataDir.path, "server.lock"))).toBe(false);

    const second = await startBuiltServer({ dataDir: dataDir.path });
    // The schema is already there: nothing to migrate on the second start.
    expect(second.output.join("\n")).not.toContain("database migrated");
    expect(await second.stop("SIGINT")).toBe(0);
  } finally {
    await dataDir.remove();
  }
});

test("after a crash the next start takes over the stale lock", async () => {
  const dataDir = await makeDataDir();
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
