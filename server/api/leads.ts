/**
 * POST /api/contact and POST /api/bookings. Each request is size-capped, rate-limited per client,
 * validated with the same schemas as the forms, and only answered "received" once the lead is
 * committed. A form sent without JavaScript (urlencoded) gets a plain HTML page instead of JSON.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";

import { formatSlot } from "#common/booking-dates.ts";
import { fill } from "#common/i18n/fill.ts";
import { isLocale, type Locale } from "#common/i18n/locale.ts";
import { formMessages } from "#common/i18n/messages.ts";
import { slotWords } from "#common/i18n/slot-words.ts";
import { referencePrefixes } from "#common/leads.ts";
import type { BookingRequest, BookingResponse } from "#common/validation/booking.ts";
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

/** The API's refusals in `locale` (common/i18n/<language>/forms.ts). */
export function leadErrorsIn(locale: Locale) {
  const server = formMessages[locale].server;
  const phone = { phone: site.phone.display };
  return {
    tooLarge: server.tooLarge,
    unsupported: server.unsupported,
    badJson: BAD_JSON,
    badShape: server.badShape,
    language: server.language,
    invalid: server.invalid,
    rateLimited: fill(server.rateLimited, phone),
    unavailable: fill(server.unavailable, phone),
  };
}

/** In English: what a request gets before its language is known, and what the tests compare. */
export const leadErrors = leadErrorsIn("en");

/**
 * The language the visitor filled the form in: "en" or "af", English when the request does not
 * say (older pages, other clients). Anything else is refused, not guessed.
 */
function requestLanguage(value: unknown): Locale | undefined {
  if (value === undefined || value === null) return "en";
  return isLocale(value) ? value : undefined;
}

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
  /** The form's English path; the Afrikaans form is at "/af" + it. */
  formPath: string;
  validate: Record<Locale, Validate<T>>;
  save(context: LeadContext, data: T, language: Locale): Promise<RecordedLead>;
  respond(reference: string, data: T, language: Locale): R;
  confirmation(reference: string, data: T, language: Locale): string[];
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

const formPathIn = (language: Locale, path: string) => (language === "af" ? `/af${path}` : path);

function leadRoute<T, R extends object>(kind: FormKind<T, R>, options: LeadRoutesOptions) {
  const { logger, limiter } = options;
  const now = options.now ?? (() => new Date());

  const fail = (
    c: Context,
    status: 400 | 413 | 415 | 422 | 429 | 503,
    error: string,
    errors?: Record<string, string>,
    language: Locale = "en",
  ) => {
    if (isForm(c)) {
      const page = formMessages[language].resultPage;
      return c.html(
        formResultPage({
          title: status === 422 ? page.checkTitle : page.notSentTitle,
          lines: [error],
          errors: errors ? Object.values(errors) : [],
          backTo: formPathIn(language, kind.formPath),
          language,
        }),
        status,
      );
    }
    return c.json(errors ? { error, fieldErrors: errors } : { error }, status);
  };

  const succeed = (c: Context, reference: string, data: T, language: Locale) => {
    // Signed even for a bot's pretend reference, so the answer looks the same (the page 404s).
    const statusUrl = options.deliveries.statusLinks?.path(reference, now());
    if (isForm(c)) {
      return c.html(
        formResultPage({
          title: formMessages[language].resultPage.thanksTitle,
          lines: kind.confirmation(reference, data, language),
          backTo: formPathIn(language, kind.formPath),
          statusUrl,
          language,
        }),
        201,
      );
    }
    return c.json(
      { ...kind.respond(reference, data, language), ...(statusUrl ? { statusUrl } : {}) },
      201,
    );
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

      const language = requestLanguage(read.body.language);
      if (!language) return fail(c, 400, leadErrors.language);
      const errors = leadErrorsIn(language);

      const validated = kind.validate[language](read.body);
      if (!validated.success) {
        return fail(c, 422, errors.invalid, validated.errors, language);
      }

      const trap = read.body[HONEYPOT_FIELD];
      if (typeof trap === "string" && trap.trim() !== "") {
        // Answered like a success, so the bot learns nothing; nothing is stored or sent.
        logger.info({ form: kind.name }, "honeypot filled: submission dropped");
        return succeed(c, newReference(kind.prefix), validated.data, language);
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
          language,
        );
      } catch (error) {
        // Refused like a field the visitor can fix: the form keeps everything and marks the window.
        if (error instanceof WindowFullError) {
          const full = formMessages[language].validation.bookingRules.full;
          return fail(c, 422, errors.invalid, { window: full }, language);
        }
        logger.error({ err: error, form: kind.name }, "saving a lead failed");
        return fail(c, 503, errors.unavailable, undefined, language);
      }
      logger.info({ form: kind.name, reference: saved.reference, language }, "lead saved");
      return succeed(c, saved.reference, validated.data, language);
    },
  );
}

const serviceSlugs = allServices.map((service) => service.slug);
const suburbSlugs = allAreas.map((area) => area.slug);

/** A form's check in each language: the same rules, the visitor's language's messages. */
const perLanguage = <T>(make: (locale: Locale) => Validate<T>): Record<Locale, Validate<T>> => ({
  en: make("en"),
  af: make("af"),
});

export function contactRoutes(options: LeadRoutesOptions) {
  const validate = perLanguage((locale) =>
    contactValidator({ services: serviceSlugs, messages: formMessages[locale].validation }),
  );
  return leadRoute<ContactRequest, ContactResponse>(
    {
      name: "contact",
      prefix: referencePrefixes.contact_message,
      formPath: "/contact#message",
      validate,
      save: saveContactMessage,
      respond: (reference) => ({ reference }),
      confirmation: (reference, _, language) => {
        const server = formMessages[language].server;
        return [fill(server.contactReceived, { reference }), server.contactNext];
      },
    },
    options,
  );
}

export function bookingRoutes(options: LeadRoutesOptions) {
  const now = options.now ?? (() => new Date());
  const validate = perLanguage((locale) =>
    bookingValidator({
      services: serviceSlugs,
      suburbs: suburbSlugs,
      now,
      messages: formMessages[locale].validation,
      locale,
    }),
  );
  return leadRoute<BookingRequest, BookingResponse>(
    {
      name: "booking",
      prefix: referencePrefixes.appointment,
      formPath: "/book-appointment#booking",
      validate,
      save: saveBooking,
      respond: (reference, data, language) => ({
        reference,
        date: data.date,
        window: data.window,
        slot: formatSlot(data.date, data.window, slotWords(language)),
        status: "requested",
      }),
      confirmation: (reference, data, language) => {
        const server = formMessages[language].server;
        const slot = formatSlot(data.date, data.window, slotWords(language));
        return [fill(server.bookingReceived, { slot, reference }), server.bookingNext];
      },
    },
    options,
  );
}
