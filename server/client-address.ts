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
