import type { MiddlewareHandler } from "hono";

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * Refuses a state-changing request that a browser says came from another site. SameSite=Lax
 * cookies already keep a cross-site POST signed out; this is the second lock on the same door.
 * With the site's public address known, the browser's Origin must be it: a proxy may rewrite
 * Host. Without it, the Origin's host must be the Host the request was sent to.
 */
export function sameOrigin(publicUrl?: string): MiddlewareHandler {
  const publicHost = publicUrl ? new URL(publicUrl).host : undefined;
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    const host = publicHost ?? c.req.header("host") ?? new URL(c.req.url).host;
    const foreignOrigin = origin !== undefined && hostOf(origin) !== host;
    if (foreignOrigin || site === "cross-site") {
      return c.json({ error: "This request must come from the site itself." }, 403);
    }
    return next();
  };
}
