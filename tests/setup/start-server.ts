import { spawn, type ChildProcess } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { freePort } from "./free-port";

export interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the server printed, one log line per entry. */
  output: string[];
  /** Sends a signal and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function makeDataDir(): Promise<{ path: string; remove(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), "site-data-"));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

/**
 * A data folder whose embedded database is already made and migrated: a copy of the one the
 * browser tests' global set-up made (E2E_DATA_TEMPLATE). A first start makes it with initdb in
 * WebAssembly, 5 s of CPU; a copy takes a tenth of a second. Without a template (outside the
 * browser tests) the folder is empty and the server makes the database itself.
 */
export async function makeMigratedDataDir(): Promise<{ path: string; remove(): Promise<void> }> {
  const dataDir = await makeDataDir();
  const template = process.env.E2E_DATA_TEMPLATE;
  if (template)
    await cp(join(template, "pglite"), join(dataDir.path, "pglite"), { recursive: true });
  return dataDir;
}

async function untilHealthy(url: string, child: ChildProcess): Promise<void> {
  while (child.exitCode === null && child.signalCode === null) {
    const health = await fetch(`${url}/api/health`).catch(() => undefined);
    await health?.body?.cancel();
    if (health?.ok) return;
    // Often enough that bench:startup can time a start with it.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Runs the production build (build/node/index.js), as `npm start` would, and resolves once it is
 * ready. Rejects with the server's output if it exits first or takes more than 60 s.
 *
 * Ready is when it logs that it is listening (on a port of its choosing, read from that line),
 * or with `readyWhen: "healthy"`, when GET /api/health answers 200 on a free port chosen here:
 * for a server that logs only warnings (LOG_LEVEL=warn), which never prints that line.
 */
export async function startBuiltServer(options: {
  dataDir: string;
  env?: Record<string, string>;
  readyWhen?: "listening" | "healthy";
}): Promise<ServerProcess> {
  const healthy = options.readyWhen === "healthy";
  const port = healthy ? await freePort() : 0;
  const child = spawn(process.execPath, ["build/node/index.js"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      LOG_LEVEL: "info",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start within 60 s:\n${output.join("\n")}`));
    }, 60_000);
    const ready = (url: string) => {
      clearTimeout(timer);
      resolve({
        url,
        dataDir: options.dataDir,
        child,
        output,
        stop: async (signal = "SIGTERM") => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          return exited;
        },
      });
    };
    const onLine = (line: string) => {
      output.push(line);
      if (healthy) return;
      const match = /"url":"([^"]+)".*"msg":"server listening"/.exec(line);
      if (match?.[1]) ready(match[1]);
    };
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding("utf8");
      let buffered = "";
      stream.on("data", (chunk: string) => {
        buffered += chunk;
        const lines = buffered.split("\n");
        buffered = lines.pop() ?? "";
        lines.forEach(onLine);
      });
    }
    if (healthy) {
      const url = `http://127.0.0.1:${port}`;
      void untilHealthy(url, child).then(() => {
        if (child.exitCode === null && child.signalCode === null) ready(url);
      });
    }
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code} before listening:\n${output.join("\n")}`));
    });
  });
}
