import { Hono } from "hono";

import type { Database } from "../db/client";

export function healthRoutes({ database }: { database: Database }) {
  return new Hono().get("/", async (c) => {
    const started = performance.now();
    try {
      await database.ping();
      const latencyMs = Math.round((performance.now() - started) * 10) / 10;
      return c.json({ status: "ok", database: { kind: database.kind, ok: true, latencyMs } });
    } catch {
      return c.json({ status: "unavailable", database: { kind: database.kind, ok: false } }, 503);
    }
  });
}
