import type { IncomingMessage } from "node:http";

import type { MiddlewareHandler } from "hono";

/**
 * An answer given before the request's body has arrived (a 413 read from Content-Length, a
 * refused content type, a rate limit) leaves the rest of that body on the connection. Node keeps
 * the connection alive and then drops it, so the client's next request on it fails with a reset.
 * Such answers close the connection instead; the client opens a new one.
 */
export function closeAfterUnreadBody(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (incoming && !incoming.complete) c.header("Connection", "close");
  };
}
