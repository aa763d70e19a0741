/** Requests from the people leads are about (POPIA): what is held, a copy of it, erasure. */
import { Hono } from "hono";
import { z } from "zod";

import { todayInSouthAfrica } from "#common/booking-dates.ts";
import { fieldErrors } from "#common/validation/fields.ts";

import {
  ERASE_CONFIRMATION,
  eraseSubject,
  exportSubject,
  findSubject,
  subjectMessages,
  subjectQuerySchema,
  summariseSubject,
} from "../../admin/data-subject";
import type { ViewerVariables } from "../../auth/viewer";
import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import { readJsonBody } from "../json-body";
import { adminErrors, attachment, invalid } from "./replies";

/** The person is named as for a look-up (subjectQuerySchema); this is the confirmation. */
const eraseConfirmationSchema = z.object({
  confirm: z.literal(ERASE_CONFIRMATION, subjectMessages.confirm),
});

export function dataSubjectRoutes({
  db,
  logger,
  now,
}: {
  db: Db;
  logger: Logger;
  now: () => Date;
}) {
  const app = new Hono<{ Variables: ViewerVariables }>();

  app.get("/data-subject", async (c) => {
    const query = subjectQuerySchema.safeParse(c.req.query());
    if (!query.success) return invalid(c, fieldErrors(query.error.issues));
    return c.json(summariseSubject(await findSubject(db, query.data)));
  });

  app.get("/data-subject/export", async (c) => {
    const query = subjectQuerySchema.safeParse(c.req.query());
    if (!query.success) return invalid(c, fieldErrors(query.error.issues));
    const at = now();
    const exported = await exportSubject(db, query.data, at);
    logger.info(
      { actor: c.get("viewer").email, leads: exported.leads.length },
      "personal data exported",
    );
    c.header("Content-Type", "application/json; charset=utf-8");
    c.header("Content-Disposition", attachment(`personal-data-${todayInSouthAfrica(at)}.json`));
    return c.body(JSON.stringify(exported, null, 2));
  });

  app.post("/data-subject/erase", async (c) => {
    const read = await readJsonBody(c, adminErrors);
    if (!read.ok) return c.json({ error: read.error }, read.status);
    // Both checked together, so every mistake shows at once.
    const request = eraseConfirmationSchema.safeParse(read.body);
    const subject = subjectQuerySchema.safeParse(read.body);
    if (!request.success || !subject.success) {
      return invalid(c, {
        ...(subject.success ? {} : fieldErrors(subject.error.issues)),
        ...(request.success ? {} : fieldErrors(request.error.issues)),
      });
    }
    const receipt = await eraseSubject(db, {
      ...subject.data,
      actor: c.get("viewer"),
      now: now(),
    });
    // Who erased how much, but not whose data: the log must not keep what was erased.
    logger.info(
      { actor: receipt.erasedBy, leads: receipt.leads, deliveries: receipt.deliveries },
      "personal data erased",
    );
    return c.json(receipt);
  });

  return app;
}
