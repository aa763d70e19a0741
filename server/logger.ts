import { pino, type Logger } from "pino";

import type { Env } from "./env";

export type { Logger };

export function createLogger(env: Pick<Env, "LOG_LEVEL" | "NODE_ENV">): Logger {
  return pino({
    level: env.LOG_LEVEL,
    base: { service: "site" },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ["req.headers.cookie", "req.headers.authorization"],
  });
}
