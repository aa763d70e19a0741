/**
 * /api/admin: the lead inbox, one lead's page, the work done on leads, and requests from the
 * people leads are about (POPIA). Mounted behind the auth middleware, which has already refused
 * anyone who is not a signed-in admin and set `viewer`. Nothing here may be cached: every answer
 * carries personal information.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";

import { todayInSouthAfrica } from "#common/booking-dates.ts";
import { isLeadKind, leadKinds, leadStatuses } from "#common/leads.ts";
import { fieldErrors, noControlCharacters } from "#common/validation/fields.ts";
import type { ReadinessItem } from "#content/readiness.ts";

import { leadsCsv } from "../admin/csv";
import {
  ERASE_CONFIRMATION,
  eraseSubject,
  exportSubject,
  findSubject,
  subjectMessages,
  subjectQuerySchema,
  summariseSubject,
} from "../admin/data-subject";
import { exportLeads, listLeads, MAX_EXPORT_ROWS, MAX_PAGE_SIZE } from "../admin/inbox";
import { InvalidInputError } from "../admin/invalid-input";
import { getLead } from "../admin/lead-detail";
import { isUuid } from "../admin/lead-sources";
import {
  addNote,
  bookingDecisionSchema,
  decideBooking,
  noteInputSchema,
  retryDelivery,
  setStatus,
  statusChangeSchema,
} from "../admin/lead-work";
import type { ViewerVariables } from "../auth/viewer";
import type { Database } from "../db/client";
import { databaseReadiness } from "../go-live";
import type { OutboxProcessor } from "../jobs/outbox-processor";
import type { Logger } from "../logger";
import { isJsonContentType, readJsonObject } from "./json-body";

/** Far above any note (2000 characters) or booking decision. */
export const ADMIN_BODY_LIMIT_BYTES = 16 * 1024;

export const adminErrors = {
  tooLarge: "The request is too large.",
  unsupported: "The request must be sent as JSON (application/json).",
  badJson: "The request body is not valid JSON.",
  badShape: "The request must be a JSON object.",
  invalid: "Please correct the fields marked below and try again.",
  leadNotFound: "There is no such lead. It may have been erased.",
  bookingNotFound: "There is no such booking request. It may have been erased.",
  deliveryNotFound: "There is no such delivery. Its lead may have been erased.",
  delivered: "This was delivered already, so it is not sent again.",
  inProgress: "This is being delivered right now. Look again in a minute.",
  failed: "Something went wrong on the server. Please try again in a minute.",
} as const;

export const adminMessages = {
  q: "Please keep the search to 200 characters.",
  source: "Please choose chat, contact form or booking.",
  status: "Please choose one of: new, contacted, quoted, won or lost.",
  page: "Please give a page number from 1.",
  pageSize: `Please give a page size from 1 to ${MAX_PAGE_SIZE}.`,
} as const;

export interface AdminRoutesOptions {
  database: Database;
  logger: Logger;
  /** Leads older than this are anonymised; a lead's page says when. */
  retentionDays: number;
  now?: () => Date;
  /** When given, a retried delivery is tried at once rather than at the worker's next round. */
  outbox?: Pick<OutboxProcessor, "deliverSoon">;
  /** What content, build and environment still lack for a launch (server/launch-readiness.ts). */
  launchItems?: () => ReadinessItem[];
}

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

/** The person is named as for a look-up (subjectQuerySchema); this is the confirmation. */
const eraseConfirmationSchema = z.object({
  confirm: z.literal(ERASE_CONFIRMATION, subjectMessages.confirm),
});

type AdminContext = Context<{ Variables: ViewerVariables }>;

const invalid = (c: Context, errors: Record<string, string>) =>
  c.json({ error: adminErrors.invalid, fieldErrors: errors }, 422);

async function readJson(
  c: Context,
): Promise<{ body: Record<string, unknown> } | { response: Response }> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (!isJsonContentType(type)) {
    return { response: c.json({ error: adminErrors.unsupported }, 415) };
  }
  const read = await readJsonObject(c);
  if (!read.ok) return { response: c.json({ error: adminErrors[read.problem] }, 400) };
  return { body: read.body };
}

/** The lead named by the path, or undefined when the path cannot name one. */
function leadParams(c: AdminContext) {
  const { kind, id } = c.req.param() as { kind: string; id: string };
  return isLeadKind(kind) && isUuid(id) ? { kind, id } : undefined;
}

const attachment = (filename: string) => `attachment; filename="${filename}"`;

export function adminRoutes({
  database,
  logger,
  retentionDays,
  now = () => new Date(),
  outbox,
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

  // The go-live checklist: what npm run launch:check lists, for an owner who never opens a shell.
  app.get("/go-live", async (c) =>
    c.json({ items: [...launchItems(), ...(await databaseReadiness(database, now()))] }),
  );

  app.get("/leads", async (c) => {
    const query = leadQuerySchema.safeParse(c.req.query());
    if (!query.success) return invalid(c, fieldErrors(query.error.issues));
    return c.json(await listLeads(db, query.data));
  });

  app.get("/leads.csv", async (c) => {
    const query = leadQuerySchema.safeParse(c.req.query());
    if (!query.success) return invalid(c, fieldErrors(query.error.issues));
    const { leads, total } = await exportLeads(db, query.data);
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
    const read = await readJson(c);
    if ("response" in read) return read.response;
    const input = statusChangeSchema.safeParse(read.body);
    if (!input.success) return invalid(c, fieldErrors(input.error.issues));
    const change = await setStatus(db, { ...params, ...input.data, actor: c.get("viewer") });
    if (!change) return c.json({ error: adminErrors.leadNotFound }, 404);
    return c.json({ ...params, ...change });
  });

  app.post("/leads/:kind/:id/notes", async (c) => {
    const params = leadParams(c);
    if (!params) return c.json({ error: adminErrors.leadNotFound }, 404);
    const read = await readJson(c);
    if ("response" in read) return read.response;
    const input = noteInputSchema.safeParse(read.body);
    if (!input.success) return invalid(c, fieldErrors(input.error.issues));
    const entry = await addNote(db, { ...params, ...input.data, actor: c.get("viewer") });
    if (!entry) return c.json({ error: adminErrors.leadNotFound }, 404);
    return c.json(entry, 201);
  });

  app.post("/bookings/:id", async (c) => {
    const id = c.req.param("id");
    if (!isUuid(id)) return c.json({ error: adminErrors.bookingNotFound }, 404);
    const read = await readJson(c);
    if ("response" in read) return read.response;
    const at = now();
    const input = bookingDecisionSchema(at).safeParse(read.body);
    if (!input.success) return invalid(c, fieldErrors(input.error.issues));
    const decision = await decideBooking(db, {
      id,
      ...input.data,
      actor: c.get("viewer"),
      now: at,
    });
    if (!decision) return c.json({ error: adminErrors.bookingNotFound }, 404);
    return c.json(decision);
  });

  app.post("/deliveries/:id/retry", async (c) => {
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
    const read = await readJson(c);
    if ("response" in read) return read.response;
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
