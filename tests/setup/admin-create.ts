import { spawn } from "node:child_process";

/**
 * `npm run admin:create` as the owner would type it: the built command, with the server's
 * environment (DATA_DIR for the embedded database, DATABASE_URL for PostgreSQL).
 */
export function adminCreate(env: Record<string, string>, args: string[], stdin = "") {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["build/node/admin-create.js", ...args], {
      env: { PATH: process.env.PATH, NODE_ENV: "production", ...env },
    });
    child.stdin.end(stdin);
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}
