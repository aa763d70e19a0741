import { pino, type Logger } from "pino";

import type { Env } from "./env";

export type { Logger };

/**
 * A failed query's error carries its parameters (Drizzle puts them in the message too): a lead's
 * name, phone and transcript must not end up in the log because the database refused them.
 */
export function withoutQueryParameters(error: Error) {
  const serialized = pino.stdSerializers.err(error) as ReturnType<
    typeof pino.stdSerializers.err
  > & {
    params?: unknown;
  };
  if (!serialized || typeof serialized !== "object") return serialized;
  delete serialized.params;
  serialized.message = serialized.message?.replace(/\nparams:[\s\S]*/, "\nparams: [not logged]");
  if (typeof serialized.stack === "string") {
    serialized.stack = serialized.stack.replace(/\nparams:[^\n]*/g, "\nparams: [not logged]");
  }
  return serialized;
}

export function createLogger(env: Pick<Env, "LOG_LEVEL" | "NODE_ENV">): Logger {
  return pino({
    level: env.LOG_LEVEL,
    base: { service: "site" },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ["req.headers.cookie", "req.headers.authorization"],
    serializers: { err: withoutQueryParameters },
  });
}
