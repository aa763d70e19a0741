import type { MiddlewareHandler } from "hono";
import type { RequestIdVariables } from "hono/request-id";

import type { Logger } from "../logger";

/** A password-reset link carries its token in the path; whoever reads the log must not get it. */
export const loggedPath = (path: string) =>
  path.replace(/^(\/api\/auth\/reset-password\/)[^/]+/, "$1[token]");

/** One line per request, tagged with its request id; hashed assets only at debug level. */
export function requestLog(logger: Logger): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const level = c.req.path.startsWith("/assets/") ? "debug" : "info";
    if (!logger.isLevelEnabled(level)) return;
    logger[level]({
      reqId: c.get("requestId"),
      method: c.req.method,
      path: loggedPath(c.req.path),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
