import { createHash } from "node:crypto";

import { sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";

import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { clientAddress, rateLimitKey } from "./client-address";

export interface RateLimitRule {
  /** Names the counter, so each endpoint counts on its own. */
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until a request from this client would be let through again. */
  retryAfterS: number;
}

export interface RateLimiter {
  hit(client: string, now?: number): Promise<RateLimitResult>;
}

/**
 * Sliding-window limits: each fixed window is counted, and a request is let through while the
 * previous window's count, weighted by how much of it still lies within the last `windowMs`, plus
 * this window's count stays within the limit. Fixed windows alone let twice the limit through
 * across a boundary (the limit just before it, the limit again just after). Every request counts,
 * refused ones too: a client that keeps hammering stays refused for longer.
 *
 * On PostgreSQL the counts live in the database (one statement per request), so every copy of the
 * server counts together. The embedded database has exactly one server (the DATA_DIR lock), so
 * its counts stay in memory: measured, that saves a quarter of the database round trips of every
 * lead (`npm run bench:load`).
 */
export function createRateLimiter(
  database: Pick<Database, "db" | "kind">,
  rule: RateLimitRule,
): RateLimiter {
  return database.kind === "pglite" ? memoryLimiter(rule) : databaseLimiter(database, rule);
}

/** The verdict for a client with `previous` hits in the last window and `current` in this one. */
export function slidingVerdict(
  rule: Pick<RateLimitRule, "limit" | "windowMs">,
  now: number,
  previous: number,
  current: number,
): RateLimitResult {
  const { limit, windowMs } = rule;
  const elapsed = (now % windowMs) / windowMs;
  const allowed = previous * (1 - elapsed) + current <= limit;
  // When the next request would be let through: once the previous window has weighed out
  // enough, or, with this window full, once this one has become the previous and weighed out.
  const fractionNeeded =
    current + 1 <= limit
      ? 1 - (limit - current - 1) / Math.max(previous, 1)
      : 1 + (1 - (limit - 1) / Math.max(current, 1));
  const waitMs = Math.max(0, fractionNeeded - elapsed) * windowMs;
  return { allowed, retryAfterS: Math.max(1, Math.ceil(waitMs / 1000)) };
}

function memoryLimiter(rule: RateLimitRule): RateLimiter {
  let windowStart = 0;
  let previous = new Map<string, number>();
  let counts = new Map<string, number>();
  return {
    async hit(client, now = Date.now()) {
      const start = now - (now % rule.windowMs);
      // A new window: this one's counts become the previous ones, older ones are dropped.
      if (start !== windowStart) {
        previous = start - windowStart === rule.windowMs ? counts : new Map();
        windowStart = start;
        counts = new Map();
      }
      const hits = (counts.get(client) ?? 0) + 1;
      counts.set(client, hits);
      return slidingVerdict(rule, now, previous.get(client) ?? 0, hits);
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
        returning hits, (
          select previous.hits from rate_limit_hits previous
          where previous.key = ${key}
            and previous.window_start = ${new Date(windowStart - rule.windowMs).toISOString()}
        ) as previous`);
      const [row] = (result as unknown as { rows: { hits: number; previous: number | null }[] })
        .rows;
      // Old windows are of no use after they end; clear them out now and then.
      if (now - lastSweep > 60 * 60_000) {
        lastSweep = now;
        await database.db.execute(
          sql`delete from rate_limit_hits where window_start < ${new Date(now - 24 * 60 * 60_000).toISOString()}`,
        );
      }
      return slidingVerdict(rule, now, row?.previous ?? 0, row?.hits ?? 0);
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
