import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The visitor's address, for rate limits. Behind `trustedProxies` proxies, each appends the
 * address it saw to X-Forwarded-For, so the one we trust is that many places from the end;
 * anything further left was written by the client and could be anything.
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const forwarded = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const candidate = forwarded[forwarded.length - trustedProxies];
    if (candidate) return candidate;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Requests made in-process (tests, app.request) have no socket.
    return "unknown";
  }
}

/**
 * The scheme the visitor used. Behind trusted proxies that terminate TLS, the nearest one says
 * so in X-Forwarded-Proto; with no proxy trusted (TRUST_PROXY=0) the header was written by the
 * client and is ignored.
 */
export function requestScheme(c: Context, trustedProxies: number): "http" | "https" {
  if (trustedProxies > 0) {
    const forwarded = (c.req.header("x-forwarded-proto") ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean);
    const candidate = forwarded[Math.max(0, forwarded.length - trustedProxies)];
    if (candidate === "https" || candidate === "http") return candidate;
  }
  return c.req.url.startsWith("https:") ? "https" : "http";
}

/**
 * The part of an address that identifies one client for rate limits. An IPv6 user usually holds
 * a whole /64 and can take a new address from it for every request, so IPv6 addresses count by
 * their first 64 bits. IPv4 (also IPv4 written as IPv6, ::ffff:1.2.3.4) counts as it is.
 */
export function rateLimitKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") && tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  const groups = address.includes("::")
    ? [...left, ...Array<string>(Math.max(0, missing)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
