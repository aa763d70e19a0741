import { createECDH, hkdfSync } from "node:crypto";
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

/** The order of P-256's group: a private key is a number from 1 to this minus 1. */
const P256_ORDER = BigInt("0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551");

/**
 * The same pair from the same secret, on every copy of the server: 48 bytes from HKDF, reduced
 * into the range of valid private keys (the bias is below 2^-128), and its public point.
 */
export function deriveVapidKeys(secret: string): VapidKeys {
  const seed = Buffer.from(hkdfSync("sha256", secret, "vapid", "web-push vapid p-256 v1", 48));
  const scalar = (BigInt(`0x${seed.toString("hex")}`) % (P256_ORDER - 1n)) + 1n;
  const privateKey = Buffer.from(scalar.toString(16).padStart(64, "0"), "hex");
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(privateKey);
  return {
    publicKey: ecdh.getPublicKey().toString("base64url"),
    privateKey: privateKey.toString("base64url"),
  };
}

/**
 * Every device's subscription is bound to the public key, so the pair must stay the same across
 * restarts and be the same on every copy of the server: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY
 * when set; a pair already in DATA_DIR (made by an earlier start: its devices keep working);
 * with a shared PostgreSQL database (where several copies may run, and BETTER_AUTH_SECRET is
 * required) a pair derived from that secret; otherwise a pair generated once into DATA_DIR,
 * readable by its owner only, like the auth secret. A device whose
 * subscription was made with another key subscribes again the next time the inbox is opened.
 */
export async function loadVapidKeys(env: {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  DATABASE_URL?: string;
  BETTER_AUTH_SECRET?: string;
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
  // A pair made before the derived one existed keeps its devices' subscriptions working.
  if (usable(existing)) return existing;
  if (existing) {
    throw new Error(
      `${path} holds no usable VAPID key pair. Delete it to have a new pair made (every device ` +
        "will have to switch alerts on again), or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.",
    );
  }
  if (env.DATABASE_URL && env.BETTER_AUTH_SECRET) return deriveVapidKeys(env.BETTER_AUTH_SECRET);
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
