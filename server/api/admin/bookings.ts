/** The admin's answer to a booking request: confirm it, propose another slot, or cancel it. */
import { Hono } from "hono";

import { fieldErrors } from "#common/validation/fields.ts";

import { isUuid } from "../../admin/lead-sources";
import { bookingDecisionSchema, decideBooking } from "../../admin/lead-work";
import type { ViewerVariables } from "../../auth/viewer";
import type { Db } from "../../db/client";
import type { OutboxProcessor } from "../../jobs/outbox-processor";
import type { DeliverySettings } from "../../leads/record-lead";
import { readJsonBody } from "../json-body";
import { adminErrors, invalid } from "./replies";

export function bookingRoutes({
  db,
  now,
  deliveries,
  outbox,
}: {
  db: Db;
  now: () => Date;
  /** What the customer is told about a change, and how (README: "The booking loop"). */
  deliveries?: DeliverySettings;
  outbox?: Pick<OutboxProcessor, "deliverSoon">;
}) {
  return new Hono<{ Variables: ViewerVariables }>().post("/bookings/:id", async (c) => {
    const id = c.req.param("id");
    if (!isUuid(id)) return c.json({ error: adminErrors.bookingNotFound }, 404);
    const read = await readJsonBody(c, adminErrors);
    if (!read.ok) return c.json({ error: read.error }, read.status);
    const at = now();
    const input = bookingDecisionSchema(at).safeParse(read.body);
    if (!input.success) return invalid(c, fieldErrors(input.error.issues));
    const decision = await decideBooking(
      db,
      { id, ...input.data, actor: c.get("viewer"), now: at },
      deliveries,
    );
    if (!decision) return c.json({ error: adminErrors.bookingNotFound }, 404);
    const { outboxIds, ...answer } = decision;
    outbox?.deliverSoon(outboxIds);
    return c.json(answer);
  });
}
