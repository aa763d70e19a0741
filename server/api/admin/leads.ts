/** The lead inbox, its CSV export, one lead's page, and the work done on a lead. */
import { Hono } from "hono";
import { z } from "zod";

import { todayInSouthAfrica } from "#common/booking-dates.ts";
import { isLeadKind, leadKinds, leadStatuses } from "#common/leads.ts";
import { fieldErrors, noControlCharacters } from "#common/validation/fields.ts";

import { leadsCsv } from "../../admin/csv";
import { exportLeads, listLeads, MAX_EXPORT_ROWS, MAX_PAGE_SIZE } from "../../admin/inbox";
import { getLead } from "../../admin/lead-detail";
import { isUuid } from "../../admin/lead-sources";
import { addNote, noteInputSchema, setStatus, statusChangeSchema } from "../../admin/lead-work";
import type { ViewerVariables } from "../../auth/viewer";
import type { Db } from "../../db/client";
import { readJsonBody } from "../json-body";
import { adminErrors, attachment, invalid, type AdminContext } from "./replies";

export const adminMessages = {
  q: "Please keep the search to 200 characters.",
  source: "Please choose chat, contact form or booking.",
  status: "Please choose one of: new, contacted, quoted, won or lost.",
  page: "Please give a page number from 1.",
  pageSize: `Please give a page size from 1 to ${MAX_PAGE_SIZE}.`,
} as const;

/** A query parameter sent empty (`?source=`) means "no filter". */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const leadQuerySchema = z.object({
  q: optionalParam(z.string().trim().max(200, adminMessages.q).check(noControlCharacters)),
  source: optionalParam(z.enum(leadKinds, adminMessages.source)),
  status: optionalParam(z.enum(leadStatuses, adminMessages.status)),
  page: optionalParam(
    z.coerce
      .number(adminMessages.page)
      .int(adminMessages.page)
      .min(1, adminMessages.page)
      .max(1_000_000, adminMessages.page),
  ),
  pageSize: optionalParam(
    z.coerce
      .number(adminMessages.pageSize)
      .int(adminMessages.pageSize)
      .min(1, adminMessages.pageSize)
      .max(MAX_PAGE_SIZE, adminMessages.pageSize),
  ),
});

/** The lead named by the path, or undefined when the path cannot name one. */
function leadParams(c: AdminContext) {
  const { kind, id } = c.req.param() as { kind: string; id: string };
  return isLeadKind(kind) && isUuid(id) ? { kind, id } : undefined;
}

export function leadRoutes({
  db,
  retentionDays,
  now,
}: {
  db: Db;
  /** Leads older than this are anonymised; a lead's page says when. */
  retentionDays: number;
  now: () => Date;
}) {
  const app = new Hono<{ Variables: ViewerVariables }>();

  app.get("/leads", async (c) => {
    const query = leadQuerySchema.safeParse(c.req.query());
    if (!query.success) return invalid(c, fieldErrors(query.error.issues));
    return c.json(await listLeads(db, query.data, now()));
  });

  app.get("/leads.csv", async (c) => {
    const query = leadQuerySchema.safeParse(c.req.query());
    if (!query.success) return invalid(c, fieldErrors(query.error.issues));
    const { leads, total } = await exportLeads(db, query.data, now());
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", attachment(`leads-${todayInSouthAfrica(now())}.csv`));
    c.header("X-Total-Count", String(total));
    if (total > MAX_EXPORT_ROWS) c.header("X-Truncated", "true");
    // The byte order mark tells Excel the file is UTF-8, so "Zoë" is not read as "ZoÃ«".
    return c.body(`\uFEFF${leadsCsv(leads)}`);
  });

  app.get("/leads/:kind/:id", async (c) => {
    const params = leadParams(c);
    const detail =
      params && (await getLead(db, params.kind, params.id, { retentionDays, now: now() }));
    if (!detail) return c.json({ error: adminErrors.leadNotFound }, 404);
    return c.json(detail);
  });

  app.post("/leads/:kind/:id/status", async (c) => {
    const params = leadParams(c);
    if (!params) return c.json({ error: adminErrors.leadNotFound }, 404);
    const read = await readJsonBody(c, adminErrors);
    if (!read.ok) return c.json({ error: read.error }, read.status);
    const input = statusChangeSchema.safeParse(read.body);
    if (!input.success) return invalid(c, fieldErrors(input.error.issues));
    const change = await setStatus(db, { ...params, ...input.data, actor: c.get("viewer") });
    if (!change) return c.json({ error: adminErrors.leadNotFound }, 404);
    return c.json({ ...params, ...change });
  });

  app.post("/leads/:kind/:id/notes", async (c) => {
    const params = leadParams(c);
    if (!params) return c.json({ error: adminErrors.leadNotFound }, 404);
    const read = await readJsonBody(c, adminErrors);
    if (!read.ok) return c.json({ error: read.error }, read.status);
    const input = noteInputSchema.safeParse(read.body);
    if (!input.success) return invalid(c, fieldErrors(input.error.issues));
    const entry = await addNote(db, { ...params, ...input.data, actor: c.get("viewer") });
    if (!entry) return c.json({ error: adminErrors.leadNotFound }, 404);
    return c.json(entry, 201);
  });

  return app;
}
