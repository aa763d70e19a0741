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
 */
export function sameOrigin(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    const host = c.req.header("host") ?? new URL(c.req.url).host;
    const foreignOrigin = origin !== undefined && hostOf(origin) !== host;
    if (foreignOrigin || site === "cross-site") {
      return c.json({ error: "This request must come from the site itself." }, 403);
    }
    return next();
  };
}
