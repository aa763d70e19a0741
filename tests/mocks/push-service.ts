import {
  createECDH,
  createDecipheriv,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** What a browser hands the site when it subscribes: the shape of PushSubscription.toJSON(). */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  /** The subscription the message was sent to (the last part of its endpoint). */
  device: string;
  headers: IncomingHttpHeaders;
  /** The payload as the browser would see it after decrypting. */
  text: string;
  /** The `sub` of the VAPID token: how the push service would reach the sender. */
  subject: string;
  status: number;
}

const b64url = (buffer: Buffer) => buffer.toString("base64url");

/**
 * A Web Push service on loopback that plays both the push service and the browser behind it:
 * it hands out subscriptions whose private keys it keeps, refuses a message without a valid
 * VAPID token for its own origin (RFC 8292), and decrypts each body as the browser would
 * (RFC 8291, aes128gcm), so a test reads exactly what would reach the owner's lock screen.
 */
export async function startPushService() {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const refused: { device: string; status: number; reason: string }[] = [];
  let origin = "";

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const device = (request.url ?? "").replace(/^\/push\//, "");
      const answer = (status: number, reason = "") => {
        if (status >= 300) refused.push({ device, status, reason });
        response.writeHead(status).end(reason);
      };
      const keys = devices.get(device);
      if (request.method !== "POST" || !keys) return answer(404, "no such subscription");
      if (gone.has(device)) return answer(410, "unsubscribed");
      const subject = checkVapid(request.headers.authorization, origin);
      if (typeof subject !== "string") return answer(403, subject.error);
      if (!request.headers.ttl) return answer(400, "TTL header missing");
      if (request.headers["content-encoding"] !== "aes128gcm") {
        return answer(415, "content-encoding must be aes128gcm");
      }
      let text: string;
      try {
        text = decrypt(Buffer.concat(chunks), keys.ecdh, keys.auth).toString("utf8");
      } catch (error) {
        return answer(400, `cannot decrypt: ${(error as Error).message}`);
      }
      received.push({ device, headers: request.headers, text, subject, status: 201 });
      answer(201);
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    /** A new subscription, as one browser would get it from PushManager.subscribe(). */
    subscribe(): TestSubscription {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const device = b64url(randomBytes(9));
      devices.set(device, { ecdh, auth });
      return {
        endpoint: `${origin}/push/${device}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      };
    },
    /** The browser dropped this subscription: the service answers 410 Gone from now on. */
    unsubscribe(subscription: TestSubscription) {
      gone.add(subscription.endpoint.split("/").pop() ?? "");
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token's subject when it is a valid VAPID token for `origin`, else why not. */
function checkVapid(header: string | undefined, origin: string): string | { error: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? "");
  if (!match) return { error: "Authorization must be 'vapid t=…, k=…'" };
  const [token, key] = [match[1]!, Buffer.from(match[2]!, "base64url")];
  if (key.length !== 65 || key[0] !== 4) return { error: "k is not an uncompressed P-256 key" };
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: b64url(key.subarray(1, 33)),
      y: b64url(key.subarray(33)),
    },
    format: "jwk",
  });
  const [head, body, signature] = token.split(".") as [string, string, string];
  const valid = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) return { error: "bad VAPID signature" };
  const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (claims.aud !== origin) return { error: `aud must be ${origin}` };
  const now = Date.now() / 1000;
  if (!claims.exp || claims.exp < now || claims.exp > now + 24 * 3600) {
    return { error: "exp must be within 24 hours" };
  }
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) {
    return { error: "sub must be a mailto: or https: contact" };
  }
  return claims.sub;
}

/** RFC 8291 message decryption on the user agent's side. */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyLength = body[20]!;
  const senderKey = body.subarray(21, 21 + keyLength);
  const records = body.subarray(21 + keyLength);
  const secret = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", secret, auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync("sha256", ikm, salt, "Content-Encoding: aes128gcm\0", 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, "Content-Encoding: nonce\0", 12));

  const plain: Buffer[] = [];
  for (let at = 0, sequence = 0; at < records.length; at += recordSize, sequence++) {
    const record = records.subarray(at, at + recordSize);
    const iv = Buffer.from(nonce);
    // The record's sequence number is XORed into the nonce's low bytes (never past 2^32 here).
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv("aes-128-gcm", key, iv);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([
      decipher.update(record.subarray(0, record.length - 16)),
      decipher.final(),
    ]);
    // Each record ends in a delimiter (2 on the last, 1 before) followed by zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (padded[end] !== 2 && padded[end] !== 1) throw new Error("record delimiter missing");
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}
