import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { passwordMessages } from "#common/password.ts";
import { createTestApp, silentLogger } from "#tests/fixtures/test-app.ts";
import { createTestDatabase, openEmbeddedCopy, type TestDatabase } from "#tests/setup/test-db.ts";

import { restoreBackup } from "../db/backup";
import { openDatabase } from "../db/client";
import { backupLog, contactMessages, user } from "../db/schema";
import {
  ChannelRefusal,
  localSocketPath,
  requestLocalChannel,
  startLocalChannel,
} from "./local-channel";
import { localCommands } from "./local-commands";

let database: TestDatabase;
let dir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(join(tmpdir(), "local-channel-"));
});

afterAll(async () => {
  await database.destroy();
  await rm(dir, { recursive: true, force: true });
});

describe("the local channel", () => {
  it("is a socket only its owner can open, and answers refusals, failures and unknowns", async () => {
    const socket = localSocketPath(dir);
    const channel = await startLocalChannel(
      socket,
      {
        "/echo": async (body) => ({ echoed: body.text }),
        "/refuse": async () => {
          throw new ChannelRefusal("Not like that.");
        },
        "/crash": async () => {
          throw new Error("internal detail");
        },
      },
      silentLogger,
    );
    try {
      expect((await stat(socket)).mode & 0o777).toBe(0o600);
      expect(await requestLocalChannel(socket, "/echo", { text: "hi" })).toEqual({ echoed: "hi" });
      await expect(requestLocalChannel(socket, "/refuse", {})).rejects.toThrow(ChannelRefusal);
      const crash = requestLocalChannel(socket, "/crash", {});
      await expect(crash).rejects.toThrow("The server could not do it; see its log.");
      await expect(requestLocalChannel(socket, "/nothing", {})).rejects.toThrow("Unknown request.");
    } finally {
      await channel.close();
    }
  });
});

describe("the server's commands", () => {
  it("create an admin, refusing a weak password with its reason", async () => {
    const { auth } = createTestApp(database);
    const commands = localCommands({ auth, database, logger: silentLogger });
    const created = await commands["/admin-accounts"]!({
      email: "Owner@Example.com",
      password: "copper-geyser-breaker-42",
    });
    expect(created).toEqual({ outcome: "created" });
    const [row] = await database.db.select().from(user).where(eq(user.email, "owner@example.com"));
    expect(row!.role).toBe("admin");
    await expect(
      commands["/admin-accounts"]!({ email: "x@example.com", password: "qwerty12345" }),
    ).rejects.toThrow(passwordMessages.common);
  });

  it("back up the embedded database while it is open, and the backup restores", async () => {
    const live = await openEmbeddedCopy(join(dir, "live"));
    await live.db.insert(contactMessages).values({
      reference: "CT-BACK-0001",
      name: "Thandi Mokoena",
      phone: "082 555 0101",
      email: "thandi@example.com",
      message: "Saved before the backup.",
      privacyNotice: "privacy-policy-2026-11",
      consentAt: new Date(),
      marketingOptIn: false,
      marketingAnsweredAt: new Date(),
    });
    const { auth } = createTestApp(live);
    const commands = localCommands({ auth, database: live, logger: silentLogger });
    const out = join(dir, "backup.tar.gz");
    const written = await commands["/backup"]!({ out });
    expect(Number(written.bytes)).toBeGreaterThan(100_000);
    expect((await stat(out)).mode & 0o777).toBe(0o600);
    // Never over an existing file, and only to an absolute path.
    await expect(commands["/backup"]!({ out })).rejects.toThrow(/exists already/);
    await expect(commands["/backup"]!({ out: "relative.tar.gz" })).rejects.toThrow(/absolute/);
    // The go-live checklist sees the backup, and only the one that was written.
    expect(await live.db.select({ path: backupLog.path }).from(backupLog)).toEqual([{ path: out }]);
    const { items } = (await commands["/go-live"]!({})) as { items: { id: string }[] };
    expect(items.map((item) => item.id)).not.toContain("backup.recent");
    await live.close();

    // Restored over a folder in use: the old one is moved aside, the backup opens with the row.
    const target = join(dir, "restored");
    const before = await openEmbeddedCopy(target);
    await before.close();
    const { movedAside } = await restoreBackup(out, target);
    expect(movedAside).toMatch(/restored\.before-restore-/);
    const restored = await openDatabase({ kind: "pglite", dataDir: target });
    const rows = await restored.db.select().from(contactMessages);
    expect(rows.map((r) => r.reference)).toEqual(["CT-BACK-0001"]);
    await restored.close();
    await expect(restoreBackup(join(dir, "backup.tar.gz.missing"), target)).rejects.toThrow();
  });

  it("refuse a backup of PostgreSQL, which has pg_dump", async () => {
    const { auth } = createTestApp(database);
    const commands = localCommands({
      auth,
      database: { ...database, pglite: undefined },
      logger: silentLogger,
    });
    await expect(commands["/backup"]!({ out: join(dir, "pg.tar.gz") })).rejects.toThrow(/pg_dump/);
  });
});
