/**
 * POST /api/contact and POST /api/bookings. Each request is size-capped, rate-limited per client,
 * validated with the same schemas as the forms, and only answered "received" once the lead is
 * committed. A form sent without JavaScript (urlencoded) gets a plain HTML page instead of JSON.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";

import { formatSlot } from "#common/booking-dates.ts";
import { referencePrefixes } from "#common/leads.ts";
import {
  bookingMessages,
  type BookingRequest,
  type BookingResponse,
} from "#common/validation/booking.ts";
import type { ContactRequest, ContactResponse } from "#common/validation/contact.ts";
import { HONEYPOT_FIELD } from "#common/validation/fields.ts";
import {
  bookingValidator,
  contactValidator,
  type Validate,
} from "#common/validation/form-validators.ts";
import { allAreas, allServices } from "#content/index.ts";
import { site } from "#content/site.ts";

import { WindowFullError } from "../bookings/capacity";
import type { Database } from "../db/client";
import { rateLimit, type RateLimiter } from "../http/rate-limit";
import type { OutboxProcessor } from "../jobs/outbox-processor";
import { saveBooking, saveContactMessage } from "../leads/form-leads";
import type { DeliverySettings, LeadContext, RecordedLead } from "../leads/record-lead";
import { newReference } from "../leads/reference";
import type { Logger } from "../logger";
import { formResultPage } from "./form-result-page";
import { BAD_JSON, readJsonBody, type JsonBody } from "./json-body";

/** Far above any honest form (the longest field is 1000 characters). */
export const LEAD_BODY_LIMIT_BYTES = 16 * 1024;

export const leadErrors = {
  tooLarge: "The form is too large to send. Please shorten your message and try again.",
  unsupported: "The form must be sent as JSON (application/json) or as an HTML form.",
  badJson: BAD_JSON,
  badShape: "The request must be a JSON object with the form's fields.",
  invalid: "Please correct the fields marked below and send the form again.",
  rateLimited: `You have sent several forms in a short time. Please wait a few minutes and try again, or call us on ${site.phone.display}.`,
  unavailable: `We could not save your request just now. Please try again in a minute, or call us on ${site.phone.display}.`,
} as const;

export interface LeadRoutesOptions {
  database: Database;
  logger: Logger;
  outbox: OutboxProcessor;
  deliveries: DeliverySettings;
  limiter: RateLimiter;
  trustProxy: number;
  now?: () => Date;
}

interface FormKind<T, R> {
  name: "contact" | "booking";
  prefix: string;
  formPath: string;
  validate: Validate<T>;
  save(context: LeadContext, data: T): Promise<RecordedLead>;
  respond(reference: string, data: T): R;
  confirmation(reference: string, data: T): string[];
}

const isForm = (c: Context) =>
  (c.req.header("content-type") ?? "")
    .toLowerCase()
    .startsWith("application/x-www-form-urlencoded");

/** A form sent without JavaScript (urlencoded), or JSON from the page's script. */
async function readBody(c: Context): Promise<JsonBody> {
  if (isForm(c)) {
    const form = await c.req.parseBody();
    // Only text fields: a file or repeated field is not part of these forms.
    const body = Object.fromEntries(
      Object.entries(form).filter(([, value]) => typeof value === "string"),
    );
    return { ok: true, body };
  }
  return readJsonBody(c, leadErrors);
}

function leadRoute<T, R extends object>(kind: FormKind<T, R>, options: LeadRoutesOptions) {
  const { logger, limiter } = options;
  const now = options.now ?? (() => new Date());

  const fail = (
    c: Context,
    status: 400 | 413 | 415 | 422 | 429 | 503,
    error: string,
    errors?: Record<string, string>,
  ) => {
    if (isForm(c)) {
      return c.html(
        formResultPage({
          title: status === 422 ? "Please check the form" : "Your request was not sent",
          lines: [error],
          errors: errors ? Object.values(errors) : [],
          backTo: kind.formPath,
        }),
        status,
      );
    }
    return c.json(errors ? { error, fieldErrors: errors } : { error }, status);
  };

  const succeed = (c: Context, reference: string, data: T) => {
    // Signed even for a bot's pretend reference, so the answer looks the same (the page 404s).
    const statusUrl = options.deliveries.statusLinks?.path(reference, now());
    if (isForm(c)) {
      return c.html(
        formResultPage({
          title: "Thank you",
          lines: kind.confirmation(reference, data),
          backTo: kind.formPath,
          statusUrl,
        }),
        201,
      );
    }
    return c.json({ ...kind.respond(reference, data), ...(statusUrl ? { statusUrl } : {}) }, 201);
  };

  return new Hono().post(
    "/",
    rateLimit({
      limiter,
      trustProxy: options.trustProxy,
      logger,
      onLimited: (c) => fail(c, 429, leadErrors.rateLimited),
    }),
    bodyLimit({
      maxSize: LEAD_BODY_LIMIT_BYTES,
      onError: (c) => fail(c, 413, leadErrors.tooLarge),
    }),
    async (c) => {
      const read = await readBody(c);
      if (!read.ok) return fail(c, read.status, read.error);

      const validated = kind.validate(read.body);
      if (!validated.success) return fail(c, 422, leadErrors.invalid, validated.errors);

      const trap = read.body[HONEYPOT_FIELD];
      if (typeof trap === "string" && trap.trim() !== "") {
        // Answered like a success, so the bot learns nothing; nothing is stored or sent.
        logger.info({ form: kind.name }, "honeypot filled: submission dropped");
        return succeed(c, newReference(kind.prefix), validated.data);
      }

      let saved;
      try {
        saved = await kind.save(
          {
            db: options.database.db,
            deliveries: options.deliveries,
            outbox: options.outbox,
            now: now(),
          },
          validated.data,
        );
      } catch (error) {
        // Refused like a field the visitor can fix: the form keeps everything and marks the window.
        if (error instanceof WindowFullError) {
          return fail(c, 422, leadErrors.invalid, { window: bookingMessages.full });
        }
        logger.error({ err: error, form: kind.name }, "saving a lead failed");
        return fail(c, 503, leadErrors.unavailable);
      }
      logger.info({ form: kind.name, reference: saved.reference }, "lead saved");
      return succeed(c, saved.reference, validated.data);
    },
  );
}

const serviceSlugs = allServices.map((service) => service.slug);
const suburbSlugs = allAreas.map((area) => area.slug);

export function contactRoutes(options: LeadRoutesOptions) {
  const validate = contactValidator({ services: serviceSlugs });
  return leadRoute<ContactRequest, ContactResponse>(
    {
      name: "contact",
      prefix: referencePrefixes.contact_message,
      formPath: "/contact#message",
      validate,
      save: saveContactMessage,
      respond: (reference) => ({ reference }),
      confirmation: (reference) => [
        `We received your message. Your reference number is ${reference}.`,
        "We will contact you within 24 hours, usually much sooner during working hours.",
      ],
    },
    options,
  );
}

export function bookingRoutes(options: LeadRoutesOptions) {
  const now = options.now ?? (() => new Date());
  const validate = bookingValidator({ services: serviceSlugs, suburbs: suburbSlugs, now });
  return leadRoute<BookingRequest, BookingResponse>(
    {
      name: "booking",
      prefix: referencePrefixes.appointment,
      formPath: "/book-appointment#booking",
      validate,
      save: saveBooking,
      respond: (reference, data) => ({
        reference,
        date: data.date,
        window: data.window,
        slot: formatSlot(data.date, data.window),
        status: "requested",
      }),
      confirmation: (reference, data) => [
        `We received your booking request for ${formatSlot(data.date, data.window)}. Your reference number is ${reference}.`,
        "This is a request, not yet a confirmed appointment: we will phone or e-mail you to confirm the slot or to suggest another.",
      ],
    },
    options,
  );
}
