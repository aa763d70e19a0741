/** A lead's webhook or e-mail that failed, sent again on the admin's word. */
import { Hono } from "hono";

import { retryDelivery } from "../../admin/lead-work";
import type { ViewerVariables } from "../../auth/viewer";
import type { Db } from "../../db/client";
import type { OutboxProcessor } from "../../jobs/outbox-processor";
import { adminErrors } from "./replies";

export function deliveryRoutes({
  db,
  now,
  outbox,
}: {
  db: Db;
  now: () => Date;
  /** When given, a retried delivery is tried at once rather than at the worker's next round. */
  outbox?: Pick<OutboxProcessor, "deliverSoon">;
}) {
  return new Hono<{ Variables: ViewerVariables }>().post("/deliveries/:id/retry", async (c) => {
    const result = await retryDelivery(db, {
      outboxId: c.req.param("id"),
      actor: c.get("viewer"),
      now: now(),
    });
    if (!result.ok) {
      if (result.reason === "not-found")
        return c.json({ error: adminErrors.deliveryNotFound }, 404);
      const error = result.reason === "delivered" ? adminErrors.delivered : adminErrors.inProgress;
      return c.json({ error }, 409);
    }
    outbox?.deliverSoon([result.id]);
    return c.json({ id: result.id, status: "pending", previousStatus: result.previousStatus });
  });
}
