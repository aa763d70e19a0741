import { createHash } from "node:crypto";

import { sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";

import { clientAddress, rateLimitKey } from "./client-address";
import type { Database } from "./db/client";
import type { Logger } from "./logger";

export interface RateLimitRule {
  /** Names the counter, so each endpoint counts on its own. */
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfterS: number;
}

export interface RateLimiter {
  hit(client: string, now?: number): Promise<RateLimitResult>;
}

/**
 * Fixed-window counters. On PostgreSQL they live in the database (one upsert per request), so
 * every copy of the server counts together. The embedded database has exactly one server (the
 * DATA_DIR lock), so its counters stay in memory: measured, that saves a quarter of the database
 * round trips of every lead (`npm run bench:load`).
 */
export function createRateLimiter(
  database: Pick<Database, "db" | "kind">,
  rule: RateLimitRule,
): RateLimiter {
  return database.kind === "pglite" ? memoryLimiter(rule) : databaseLimiter(database, rule);
}

function memoryLimiter(rule: RateLimitRule): RateLimiter {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return {
    async hit(client, now = Date.now()) {
      const start = now - (now % rule.windowMs);
      // A new window starts every count again, and drops the old ones with it.
      if (start !== windowStart) {
        windowStart = start;
        counts = new Map();
      }
      const hits = (counts.get(client) ?? 0) + 1;
      counts.set(client, hits);
      return {
        allowed: hits <= rule.limit,
        retryAfterS: Math.ceil((start + rule.windowMs - now) / 1000),
      };
    },
  };
}

/** Addresses are hashed before they are stored. */
function databaseLimiter(database: Pick<Database, "db">, rule: RateLimitRule): RateLimiter {
  let lastSweep = 0;
  return {
    async hit(client, now = Date.now()) {
      const windowStart = now - (now % rule.windowMs);
      const key = createHash("sha256").update(`${rule.name}:${client}`).digest("base64url");
      const result = await database.db.execute(sql`
        insert into rate_limit_hits (key, window_start, hits)
        values (${key}, ${new Date(windowStart).toISOString()}, 1)
        on conflict (key, window_start) do update set hits = rate_limit_hits.hits + 1
        returning hits`);
      const [row] = (result as unknown as { rows: { hits: number }[] }).rows;
      // Old windows are of no use after they end; clear them out now and then.
      if (now - lastSweep > 60 * 60_000) {
        lastSweep = now;
        await database.db.execute(
          sql`delete from rate_limit_hits where window_start < ${new Date(now - 24 * 60 * 60_000).toISOString()}`,
        );
      }
      return {
        allowed: (row?.hits ?? 0) <= rule.limit,
        retryAfterS: Math.ceil((windowStart + rule.windowMs - now) / 1000),
      };
    },
  };
}

export interface CountOptions {
  limiter: RateLimiter;
  trustProxy: number;
  logger: Logger;
}

/**
 * Counts one request from this client (its address, IPv6 per /64) against `limiter`. Undefined
 * when counting failed: the database is struggling, and the request itself will say if it is down.
 */
export async function countRequest(
  c: Context,
  options: CountOptions,
): Promise<RateLimitResult | undefined> {
  try {
    return await options.limiter.hit(rateLimitKey(clientAddress(c, options.trustProxy)));
  } catch (error) {
    options.logger.warn({ err: error }, "rate limit check failed");
    return undefined;
  }
}

/** Counts each request against `limiter`; over the limit, answers with `onLimited` instead. */
export function rateLimit(
  options: CountOptions & { onLimited: (c: Context) => Response },
): MiddlewareHandler {
  return async (c, next) => {
    const verdict = await countRequest(c, options);
    if (verdict && !verdict.allowed) {
      c.header("Retry-After", String(verdict.retryAfterS));
      return options.onLimited(c);
    }
    await next();
  };
}
