import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

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
 * Runs the production build (build/node/index.js) on a free port, as `npm start` would, and
 * resolves once it logs that it is listening. Rejects with the server's output if it exits first.
 */
export function startBuiltServer(options: {
  dataDir: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["build/node/index.js"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: "0",
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
    const onLine = (line: string) => {
      output.push(line);
      const match = /"url":"([^"]+)".*"msg":"server listening"/.exec(line);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve({
        url: match[1],
        dataDir: options.dataDir,
        child,
        output,
        stop: async (signal = "SIGTERM") => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          return exited;
        },
      });
    };
    for (const stream of [child.stdout, child.stderr]) {
      let buffered = "";
      stream.on("data", (chunk: Buffer) => {
        buffered += chunk.toString();
        const lines = buffered.split("\n");
        buffered = lines.pop() ?? "";
        lines.forEach(onLine);
      });
    }
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code} before listening:\n${output.join("\n")}`));
    });
  });
}
