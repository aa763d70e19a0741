import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";

const SECRET_FILE = "auth-secret";

/**
 * BETTER_AUTH_SECRET when it is set. Otherwise a random secret kept in DATA_DIR, so that
 * `npm start` works on a fresh machine and sessions survive a restart; readable by its owner only.
 */
export async function loadAuthSecret(env: {
  BETTER_AUTH_SECRET?: string;
  DATA_DIR: string;
}): Promise<string> {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  const dir = resolve(env.DATA_DIR);
  const path = join(dir, SECRET_FILE);
  const existing = await readFile(path, "utf8").catch(() => "");
  if (existing.trim().length >= 32) return existing.trim();
  await mkdir(dir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  // "wx" fails if another process wrote the file first; then that one's secret is the secret.
  try {
    await writeFile(path, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch {
    const written = (await readFile(path, "utf8")).trim();
    if (written.length < 32) {
      throw new Error(
        `${path} holds no usable secret (fewer than 32 characters). Delete it to have a new ` +
          "one made (everyone will have to sign in again), or set BETTER_AUTH_SECRET.",
      );
    }
    return written;
  }
}
