/**
 * A throwaway PostgreSQL server for tests that must stop and start the database under a running
 * site (tests/e2e/faults.spec.ts). It follows .ci/run: the server binaries on PATH or in Debian's
 * /usr/lib/postgresql/<version>/bin, `-A trust`, a free port on loopback, and, when we are root
 * (initdb refuses to run as root), everything done as the `postgres` user in a folder it owns.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { chown, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { promisify } from "node:util";

import { freePort } from "./free-port";

const execFileAsync = promisify(execFile);

export interface PostgresCluster {
  /** postgres://user@127.0.0.1:port/postgres */
  url: string;
  /** Starts the server again, on the same port and data, after `stop`. */
  start(): Promise<void>;
  /** `immediate` drops every connection at once, as a crash or a lost network would. */
  stop(mode?: "smart" | "fast" | "immediate"): Promise<void>;
  /** Stops the server if it runs and deletes its folder; never throws. */
  remove(): Promise<void>;
}

const hasServerBinaries = (folder: string) =>
  existsSync(join(folder, "initdb")) && existsSync(join(folder, "pg_ctl"));

/** The folder holding initdb and pg_ctl, or undefined when PostgreSQL is not installed. */
export async function findPostgresBin(): Promise<string | undefined> {
  const onPath = (process.env.PATH ?? "").split(delimiter).filter(Boolean);
  const debian = await readdir("/usr/lib/postgresql").catch(() => [] as string[]);
  const versioned = debian
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => `/usr/lib/postgresql/${version}/bin`);
  return [...onPath, ...versioned].find(hasServerBinaries);
}

const shellQuote = (arg: string) => `'${arg.replaceAll("'", `'\\''`)}'`;

async function postgresUserIds(): Promise<{ uid: number; gid: number }> {
  try {
    const uid = Number((await execFileAsync("id", ["-u", "postgres"])).stdout.trim());
    const gid = Number((await execFileAsync("id", ["-g", "postgres"])).stdout.trim());
    return { uid, gid };
  } catch {
    throw new Error(
      "Running as root, PostgreSQL must run as the `postgres` user, which does not exist. " +
        "Install the postgresql package (it creates the user) or run " +
        "`useradd --system --no-create-home postgres`, as .ci/run does.",
    );
  }
}

/** Creates a cluster with initdb in a fresh temporary folder and starts it. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = await findPostgresBin();
  if (!bin) {
    throw new Error(
      "PostgreSQL server binaries (initdb, pg_ctl) were not found on PATH or in " +
        "/usr/lib/postgresql/*/bin. Install them (Debian/Ubuntu: `apt-get install postgresql`); " +
        ".ci/run installs them on CI.",
    );
  }
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? await postgresUserIds() : undefined;
  const user = asRoot ? "postgres" : (await execFileAsync("id", ["-un"])).stdout.trim();
  const folder = await mkdtemp(join(tmpdir(), "site-pg-"));
  if (owner) await chown(folder, owner.uid, owner.gid);
  const dataDir = join(folder, "data");
  const logFile = join(folder, "postgres.log");
  const port = await freePort();

  const run = async (program: string, args: string[]) => {
    const command = asRoot
      ? {
          file: "su",
          args: ["postgres", "-s", "/bin/sh", "-c", [program, ...args].map(shellQuote).join(" ")],
        }
      : { file: program, args };
    try {
      await execFileAsync(command.file, command.args, { timeout: 60_000 });
    } catch (error) {
      const log = await readFile(logFile, "utf8").catch(() => "");
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`${program} ${args.join(" ")} failed: ${reason}\n${log}`);
    }
  };

  let running = false;
  const start = async () => {
    await run(join(bin, "pg_ctl"), [
      "-D",
      dataDir,
      "-l",
      logFile,
      "-w",
      "-o",
      `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`,
      "start",
    ]);
    running = true;
  };
  const stop = async (mode: "smart" | "fast" | "immediate" = "fast") => {
    await run(join(bin, "pg_ctl"), ["-D", dataDir, "-m", mode, "-w", "stop"]);
    running = false;
  };

  try {
    await run(join(bin, "initdb"), ["-D", dataDir, "-A", "trust", "-U", user]);
    await start();
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://${user}@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: async () => {
      if (running) await stop("immediate").catch(() => {});
      await rm(folder, { recursive: true, force: true });
    },
  };
}
