/**
 * The customer's private link to a lead's status page: `/r/<reference>?t=<token>`. The token is
 * an HMAC of the reference and an expiry time, under a key derived from the auth secret, so the
 * link needs no table, cannot be guessed from the reference a caller reads out on the phone, and
 * stops working on its own. Each message that carries a link mints a fresh one, so a customer
 * who hears from the business again gets a link that lasts from then.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

import { absoluteUrl } from "#content/site.ts";

/** How long a link works after the message that carried it. */
export const STATUS_LINK_DAYS = 120;

/** 128 bits of the HMAC: far beyond guessing, and a link short enough to survive mail apps. */
const MAC_BYTES = 16;

export type StatusTokenCheck = "valid" | "expired" | "invalid";

export interface StatusLinks {
  /** The page's path with a fresh token, e.g. `/r/BK-7KX2-M94Q?t=…`. */
  path(reference: string, now: Date): string;
  /** The same, absolute (for e-mails and WhatsApp). */
  url(reference: string, now: Date): string;
  /** Whether `token` opens `reference` at `now`. */
  check(reference: string, token: string | null | undefined, now: Date): StatusTokenCheck;
}

export function createStatusLinks(secret: string, days = STATUS_LINK_DAYS): StatusLinks {
  // A key of its own: a status token can never stand in for anything the auth library signs.
  const key = createHmac("sha256", secret).update("lead-status-link/v1").digest();
  const mac = (reference: string, expires: string) =>
    createHmac("sha256", key).update(`${reference}\n${expires}`).digest().subarray(0, MAC_BYTES);

  const token = (reference: string, now: Date) => {
    const expires = Math.floor(now.getTime() / 1000 + days * 86_400).toString(36);
    return `${expires}.${mac(reference, expires).toString("base64url")}`;
  };
  const path = (reference: string, now: Date) =>
    `/r/${encodeURIComponent(reference)}?t=${token(reference, now)}`;

  return {
    path,
    url: (reference, now) => absoluteUrl(path(reference, now)),
    check(reference, given, now) {
      const match = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{22})$/.exec(given ?? "");
      if (!match) return "invalid";
      const [, expires, signature] = match;
      // Compared as text, not decoded: base64url ignores the last character's low bits, so
      // decoding would let four spellings of one token open the same link.
      const expected = Buffer.from(mac(reference, expires!).toString("base64url"));
      if (!timingSafeEqual(Buffer.from(signature!), expected)) return "invalid";
      return parseInt(expires!, 36) * 1000 > now.getTime() ? "valid" : "expired";
    },
  };
}
