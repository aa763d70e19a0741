import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";

import webpush from "web-push";

const KEYS_FILE = "vapid-keys.json";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Both keys as web-push makes them: base64url, 65 bytes public (uncompressed P-256), 32 private. */
function usable(keys: Partial<VapidKeys> | undefined): keys is VapidKeys {
  return (
    typeof keys?.publicKey === "string" &&
    typeof keys.privateKey === "string" &&
    Buffer.from(keys.publicKey, "base64url").length === 65 &&
    Buffer.from(keys.privateKey, "base64url").length === 32
  );
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set. Otherwise a pair generated once into DATA_DIR:
 * every device's subscription is bound to the public key, so a new pair on each start would
 * silently stop every alert. Readable by its owner only, like the auth secret.
 */
export async function loadVapidKeys(env: {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  DATA_DIR: string;
}): Promise<VapidKeys> {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  const dir = resolve(env.DATA_DIR);
  const path = join(dir, KEYS_FILE);
  const read = async () => {
    const text = await readFile(path, "utf8").catch(() => undefined);
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text) as Partial<VapidKeys>;
    } catch {
      return {};
    }
  };
  const existing = await read();
  if (usable(existing)) return existing;
  if (existing) {
    throw new Error(
      `${path} holds no usable VAPID key pair. Delete it to have a new pair made (every device ` +
        "will have to switch alerts on again), or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.",
    );
  }
  await mkdir(dir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  // "wx" fails if another process wrote the file first; then that one's pair is the pair.
  try {
    await writeFile(path, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: "wx" });
    return keys;
  } catch {
    const written = await read();
    if (!usable(written)) throw new Error(`${path} could not be written or read back`);
    return written;
  }
}
