import type { MiddlewareHandler } from "hono";

import { requestScheme } from "../http/client-address";

function originOf(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * Refuses a state-changing request that a browser says came from another site. SameSite=Lax
 * cookies already keep a cross-site POST signed out; this is the second lock on the same door.
 * With the site's public address known, the browser's Origin must be exactly it, scheme and
 * port included: a proxy may rewrite Host. Without it, the Origin must have the Host the request
 * was sent to and the scheme it came over (from a trusted proxy, or the connection itself).
 */
export function sameOrigin(publicUrl?: string, trustProxy = 0): MiddlewareHandler {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    const host = c.req.header("host") ?? new URL(c.req.url).host;
    const expected = publicOrigin ?? originOf(`${requestScheme(c, trustProxy)}://${host}`)?.origin;
    const foreignOrigin = origin !== undefined && originOf(origin)?.origin !== expected;
    if (foreignOrigin || site === "cross-site") {
      return c.json({ error: "This request must come from the site itself." }, 403);
    }
    return next();
  };
}
