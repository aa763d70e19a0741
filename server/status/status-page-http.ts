/**
 * HTTP rules for the customer's status pages (`/r/…`), whatever React Router renders there: the
 * address carries the access token, so the page is never cached by a shared cache, indexed, or
 * named in a Referer; it answers GET and POST only, and a POST is a few form fields at most.
 * The token is the capability, so there is no rate limit: guessing one is out of reach.
 */
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/** The largest honest form: an action, the booking's state and a note of 300 characters. */
export const STATUS_PAGE_BODY_LIMIT_BYTES = 4 * 1024;

const allowedMethods = ["GET", "HEAD", "POST"];

/**
 * `same-origin`, not `no-referrer`: the token must not reach another site, but with no referrer
 * at all the browser sends `Origin: null` with the page's own forms, and React Router refuses
 * those as a cross-site action (400).
 */
export const statusPageHeaders = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "same-origin",
} as const;

export function statusPageHttp(): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: STATUS_PAGE_BODY_LIMIT_BYTES,
    onError: (c) => c.text("The form is too large to send.", 413),
  });
  return async (c, next) => {
    if (!allowedMethods.includes(c.req.method)) {
      c.res = c.text("Method not allowed", 405, { Allow: allowedMethods.join(", ") });
    } else {
      // The limit answers a body too large itself, without calling `next`.
      const refused = c.req.method === "POST" ? await limit(c, next) : await next();
      if (refused instanceof Response) c.res = refused;
    }
    for (const [name, value] of Object.entries(statusPageHeaders)) c.res.headers.set(name, value);
  };
}
