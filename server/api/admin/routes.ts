/**
 * /api/admin: the lead inbox, one lead's page, the work done on leads, the booking capacity,
 * and requests from the people leads are about (POPIA), one module per resource. Mounted behind
 * the auth middleware, which has already refused anyone who is not a signed-in admin and set
 * `viewer`. Nothing here may be cached: every answer carries personal information.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";

import type { ReadinessItem } from "#content/readiness.ts";

import { InvalidInputError } from "../../admin/invalid-input";
import type { ViewerVariables } from "../../auth/viewer";
import type { Database } from "../../db/client";
import type { OutboxProcessor } from "../../jobs/outbox-processor";
import type { DeliverySettings } from "../../leads/record-lead";
import type { Logger } from "../../logger";
import { alertRoutes } from "./alerts";
import { bookingRoutes } from "./bookings";
import { capacityRoutes } from "./capacity";
import { dataSubjectRoutes } from "./data-subject";
import { deliveryRoutes } from "./deliveries";
import { goLiveRoutes } from "./go-live";
import { leadRoutes } from "./leads";
import { adminErrors, invalid } from "./replies";

/** Far above any note (2000 characters) or booking decision. */
export const ADMIN_BODY_LIMIT_BYTES = 16 * 1024;

export interface AdminRoutesOptions {
  database: Database;
  logger: Logger;
  /** Leads older than this are anonymised; a lead's page says when. */
  retentionDays: number;
  now?: () => Date;
  /** When given, a retried delivery is tried at once rather than at the worker's next round. */
  outbox?: Pick<OutboxProcessor, "deliverSoon" | "deliverNow">;
  /** What a customer is told when their booking changes; nothing when absent. */
  deliveries?: DeliverySettings;
  /** The Web Push public key the admins' devices subscribe with. */
  pushPublicKey?: string;
  /** Tests only: accept a push service on this machine over plain http. */
  allowLocalPushService?: boolean;
  /** What content, build and environment still lack for a launch (server/launch/readiness.ts). */
  launchItems?: () => ReadinessItem[];
}

export function adminRoutes({
  database,
  logger,
  retentionDays,
  now = () => new Date(),
  outbox,
  deliveries,
  pushPublicKey,
  allowLocalPushService,
  launchItems = () => [],
}: AdminRoutesOptions) {
  const { db } = database;
  const app = new Hono<{ Variables: ViewerVariables }>();

  app.use(async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  });
  app.use(
    bodyLimit({
      maxSize: ADMIN_BODY_LIMIT_BYTES,
      onError: (c) => c.json({ error: adminErrors.tooLarge }, 413),
    }),
  );

  app.onError((error, c) => {
    if (error instanceof InvalidInputError) return invalid(c, error.fieldErrors);
    logger.error({ err: error, path: c.req.path }, "admin request failed");
    return c.json({ error: adminErrors.failed }, 500);
  });

  app.route("/", goLiveRoutes({ database, now, launchItems }));
  app.route("/", leadRoutes({ db, retentionDays, now }));
  app.route("/", bookingRoutes({ db, now, deliveries, outbox }));
  app.route("/", capacityRoutes({ db, now }));
  app.route("/", deliveryRoutes({ db, now, outbox }));
  app.route("/", dataSubjectRoutes({ db, logger, now }));
  if (pushPublicKey)
    app.route("/", alertRoutes({ db, publicKey: pushPublicKey, outbox, allowLocalPushService }));

  return app;
}
