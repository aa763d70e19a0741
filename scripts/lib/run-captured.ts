import { spawn } from "node:child_process";

export interface Captured {
  code: number | null;
  /** What it printed, stdout and stderr in the order they came. */
  output: string;
  ms: number;
}

/**
 * Runs a command with its output held back, so that commands run side by side print theirs
 * whole, one after another, instead of interleaved. `env` values that are undefined are unset.
 */
export function runCaptured(
  command: string,
  args: string[],
  options: { env?: Record<string, string | undefined>; shell?: boolean } = {},
): Promise<Captured> {
  const started = performance.now();
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env };
  for (const [key, value] of Object.entries(options.env ?? {}))
    if (value === undefined) delete env[key];
  const child = spawn(command, args, {
    shell: options.shell,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) =>
      resolve({
        code,
        output: Buffer.concat(output).toString("utf8").trimEnd(),
        ms: performance.now() - started,
      }),
    );
  });
}
