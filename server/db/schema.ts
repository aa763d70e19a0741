import { sql, type SQLWrapper } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

import { user } from "./auth-schema";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Which edition of the site the visitor used ("en" or "af", common/i18n/locale.ts): the business
 * answers in that language, and the visitor's own e-mails are written in it.
 */
const languageColumn = () => text("language").notNull().default("en");
const languageCheck = (name: string, column: SQLWrapper) =>
  check(name, sql`${column} in ('en', 'af')`);

/**
 * Leads captured by the chat assistant: the fields and defaults of the specification's
 * chatbot_submissions table, plus the address of the job (the old site sent it only to the
 * webhook; the electrician needs it) and which privacy notice the visitor saw and when (POPIA).
 */
export const chatbotSubmissions = pgTable(
  "chatbot_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull().default(""),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    service: text("service").notNull().default(""),
    description: text("description").notNull().default(""),
    /** Where the work is to be done, as the visitor gave it. */
    address: text("address").notNull().default(""),
    propertyType: text("property_type").notNull().default(""),
    preferredContact: text("preferred_contact").notNull().default("phone"),
    timeframe: text("timeframe").notNull().default("ASAP"),
    source: text("source").notNull().default("chatbot"),
    /**
     * The visitor described danger in the conversation (sparks, smoke, shocks, water on
     * electrics): the lead waits on the emergency's clock, every minute at any hour.
     */
    urgent: boolean("urgent").notNull().default(false),
    language: languageColumn(),
    privacyNotice: text("privacy_notice"),
    privacyNoticeShownAt: timestamp("privacy_notice_shown_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check("chatbot_submissions_source_check", sql`${table.source} = 'chatbot'`),
    languageCheck("chatbot_submissions_language_check", table.language),
    index("chatbot_submissions_created_at_idx").on(table.createdAt),
  ],
);

export interface TranscriptMessage {
  sender: "user" | "bot";
  message: string;
  /**
   * When the server received or sent it (ISO 8601). Absent for the earlier messages the browser
   * sent as context when the call-back flow started.
   */
  at?: string;
}

/** The conversation that led to a chat lead, for the person who calls back. */
export const chatTranscripts = pgTable("chat_transcripts", {
  submissionId: uuid("submission_id")
    .primaryKey()
    .references(() => chatbotSubmissions.id, { onDelete: "cascade" }),
  messages: jsonb("messages").$type<TranscriptMessage[]>().notNull(),
  createdAt: createdAt(),
});

/** The details a call-back flow has collected so far, by field. */
export type ChatFlowValues = Partial<
  Record<"name" | "phone" | "email" | "service" | "description" | "location", string>
>;

/**
 * Call-back flows in progress: where each visitor is in the six questions, what they answered,
 * which privacy notice the server showed them and when, and the conversation so far. The browser
 * holds only the id and step; this row is what the lead is made from. It holds personal data
 * while the visitor types, so it is deleted when the flow ends (the lead is saved in the same
 * transaction), when it is cancelled, and by the retention job once it has expired.
 */
export const chatFlows = pgTable(
  "chat_flows",
  {
    /** Random (version 4): the only thing that ties a browser to its flow, so it is unguessable. */
    id: uuid("id").primaryKey().defaultRandom(),
    step: text("step").notNull(),
    values: jsonb("values").$type<ChatFlowValues>().notNull().default({}),
    language: text("language").notNull(),
    privacyNotice: text("privacy_notice").notNull(),
    privacyNoticeShownAt: timestamp("privacy_notice_shown_at", { withTimezone: true }).notNull(),
    transcript: jsonb("transcript").$type<TranscriptMessage[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** A flow left alone this long is forgotten: answers to it are refused, and the row removed. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      "chat_flows_step_check",
      sql`${table.step} in ('name', 'phone', 'email', 'service', 'description', 'location')`,
    ),
    check("chat_flows_language_check", sql`${table.language} in ('en', 'af', 'xh')`),
    index("chat_flows_expires_at_idx").on(table.expiresAt),
  ],
);

/**
 * Work to do after a lead is committed (webhook deliveries), written in the same transaction as
 * the lead so that nothing is lost if the process dies, and retried until it succeeds.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    /** The lead this work is about, for the admin's view of a lead. */
    subjectType: text("subject_type").notNull(),
    subjectId: uuid("subject_id").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (table) => [
    check("outbox_status_check", sql`${table.status} in ('pending', 'delivered', 'failed')`),
    index("outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("outbox_subject_idx").on(table.subjectId),
  ],
);

/** One row per delivery attempt: what the receiver answered, or why it could not be reached. */
export const deliveryAttempts = pgTable(
  "delivery_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    outboxId: uuid("outbox_id")
      .notNull()
      .references(() => outbox.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    ok: boolean("ok").notNull(),
    statusCode: integer("status_code"),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("delivery_attempts_outbox_idx").on(table.outboxId)],
);

/**
 * What every form lead records about consent (POPIA): which privacy notice the visitor agreed
 * to and when, and their separate answer to the marketing question (section 69) and when.
 */
const consentColumns = () => ({
  privacyNotice: text("privacy_notice").notNull(),
  consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
  marketingOptIn: boolean("marketing_opt_in").notNull(),
  marketingAnsweredAt: timestamp("marketing_answered_at", { withTimezone: true }).notNull(),
});

/** Messages sent with the contact form. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the visitor quotes on the phone: short, unambiguous, unique. */
    reference: text("reference").notNull().unique(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    suburb: text("suburb").notNull().default(""),
    /** A service slug, or empty when the visitor chose none. */
    service: text("service").notNull().default(""),
    message: text("message").notNull(),
    language: languageColumn(),
    ...consentColumns(),
    createdAt: createdAt(),
  },
  (table) => [
    index("contact_messages_created_at_idx").on(table.createdAt),
    languageCheck("contact_messages_language_check", table.language),
  ],
);

/**
 * Visits requested with the booking form. A request stays `requested` until the business
 * confirms the slot, proposes another or cancels it.
 */
export const appointments = pgTable(
  "appointments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference").notNull().unique(),
    /** A service slug, or "not-sure". */
    service: text("service").notNull(),
    description: text("description").notNull(),
    propertyType: text("property_type").notNull(),
    address: text("address").notNull(),
    suburb: text("suburb").notNull(),
    /** South African calendar date and time window of the requested visit. */
    date: date("date", { mode: "string" }).notNull(),
    timeWindow: text("time_window").notNull(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    preferredContact: text("preferred_contact").notNull(),
    status: text("status").notNull().default("requested"),
    language: languageColumn(),
    ...consentColumns(),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      "appointments_property_type_check",
      sql`${table.propertyType} in ('residential', 'commercial', 'industrial')`,
    ),
    check(
      "appointments_time_window_check",
      sql`${table.timeWindow} in ('morning', 'midday', 'afternoon')`,
    ),
    check(
      "appointments_preferred_contact_check",
      sql`${table.preferredContact} in ('phone', 'email')`,
    ),
    check(
      "appointments_status_check",
      sql`${table.status} in ('requested', 'confirmed', 'proposed', 'cancelled')`,
    ),
    languageCheck("appointments_language_check", table.language),
    index("appointments_created_at_idx").on(table.createdAt),
    index("appointments_date_idx").on(table.date),
  ],
);

/**
 * Request counts per client and time window, in the database so that every copy of the server
 * counts together. Keys are hashes, not addresses, and old windows are deleted within a day.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

export * from "./auth-schema";

/**
 * Where the business is with a lead. A lead without a row here is `new`; the row appears the
 * first time someone works it, so saving a lead stays one insert per table.
 */
export const leadWork = pgTable(
  "lead_work",
  {
    leadId: uuid("lead_id").primaryKey(),
    leadKind: text("lead_kind").notNull(),
    status: text("status").notNull().default("new"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the retention job has removed the personal details (POPIA section 14). */
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
  },
  (table) => [
    check(
      "lead_work_status_check",
      sql`${table.status} in ('new', 'contacted', 'quoted', 'won', 'lost')`,
    ),
    check(
      "lead_work_kind_check",
      sql`${table.leadKind} in ('chatbot_submission', 'contact_message', 'appointment')`,
    ),
  ],
);

/**
 * What happened to a lead and who did it: status changes, notes, booking decisions and retries.
 * The actor's e-mail is copied in so the history still reads after an account is removed.
 */
export const leadActivity = pgTable(
  "lead_activity",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    leadId: uuid("lead_id").notNull(),
    leadKind: text("lead_kind").notNull(),
    kind: text("kind").notNull(),
    /** The status or booking state before and after, for status and booking entries. */
    fromValue: text("from_value"),
    toValue: text("to_value"),
    note: text("note"),
    actorId: text("actor_id"),
    actorEmail: text("actor_email").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check("lead_activity_kind_check", sql`${table.kind} in ('status', 'note', 'booking', 'retry')`),
    index("lead_activity_lead_idx").on(table.leadId, table.createdAt),
  ],
);

/**
 * Backups of the embedded database taken by `npm run db:backup`, so the go-live checklist can
 * tell whether a recent one exists. PostgreSQL is backed up by pg_dump, outside the site's view.
 */
export const backupLog = pgTable("backup_log", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  path: text("path").notNull(),
  bytes: bigint("bytes", { mode: "number" }).notNull(),
  createdAt: createdAt(),
});

/**
 * The admin devices that asked for an alert per new lead (Web Push). A row is removed when its
 * admin switches alerts off there, when the account goes, or when the push service says the
 * browser dropped the subscription.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The push service's URL for this device: unique, and a secret of its own. */
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Which device this is, as the admin list shows it ("Android phone, Chrome"). */
    label: text("label").notNull(),
    createdAt: createdAt(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
  },
  (table) => [index("push_subscriptions_user_idx").on(table.userId)],
);

/**
 * Leads that stayed `new` past their time and alerted again. The primary key makes the second
 * alert happen once, even with several copies of the server checking at the same moment.
 */
export const leadEscalations = pgTable("lead_escalations", {
  leadId: uuid("lead_id").primaryKey(),
  leadKind: text("lead_kind").notNull(),
  escalatedAt: timestamp("escalated_at", { withTimezone: true }).notNull(),
});

/**
 * The day-before reminders sent for confirmed visits, one per appointment and slot: a visit moved
 * to another day gets a reminder of its own, and the primary key makes each one go once, even
 * with several copies of the server checking at the same moment.
 */
export const bookingReminders = pgTable(
  "booking_reminders",
  {
    appointmentId: uuid("appointment_id").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    timeWindow: text("time_window").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.appointmentId, table.date, table.timeWindow] })],
);

/**
 * How many booking requests each weekday's time window takes (0 closes it), set by the owner in
 * the admin. Requests that are not cancelled count against it. The booking transaction locks the
 * window's row before counting, so two visitors racing for the last place cannot both get it
 * (server/bookings/capacity.ts). Sundays and public holidays are closed whatever this says.
 */
export const bookingCapacity = pgTable(
  "booking_capacity",
  {
    /** 0 is Sunday, as `weekday()` in common/public-holidays.ts counts. */
    weekday: integer("weekday").notNull(),
    timeWindow: text("time_window").notNull(),
    places: integer("places").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.weekday, table.timeWindow] }),
    check("booking_capacity_weekday_check", sql`${table.weekday} between 0 and 6`),
    check(
      "booking_capacity_time_window_check",
      sql`${table.timeWindow} in ('morning', 'midday', 'afternoon')`,
    ),
    check("booking_capacity_places_check", sql`${table.places} >= 0`),
  ],
);
