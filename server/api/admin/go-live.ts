import { Hono } from "hono";

import type { ReadinessItem } from "#content/readiness.ts";

import type { ViewerVariables } from "../../auth/viewer";
import type { Database } from "../../db/client";
import { databaseReadiness } from "../../launch/database-readiness";

/** The go-live checklist: what npm run launch:check lists, for an owner who never opens a shell. */
export function goLiveRoutes({
  database,
  now,
  launchItems,
}: {
  database: Database;
  now: () => Date;
  /** What content, build and environment still lack for a launch (server/launch/readiness.ts). */
  launchItems: () => ReadinessItem[];
}) {
  return new Hono<{ Variables: ViewerVariables }>().get("/go-live", async (c) =>
    c.json({ items: [...launchItems(), ...(await databaseReadiness(database, now()))] }),
  );
}
