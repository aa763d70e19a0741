import { existsSync } from "node:fs";

import { z } from "zod";

import { privacy } from "#content/privacy.ts";

/** The request limits when the environment sets none; createApp falls back to them too. */
export const defaultRequestLimits = {
  trustProxy: 0,
  leadsPerWindow: 10,
  chatPerWindow: 60,
  authPerWindow: 10,
} as const;

/** The only place that reads process.env; everything else receives an `Env`. */
const envSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// connection URL")
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),

  WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(5_000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(12),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),

  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\//,
      "must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@mail.example.com",
    )
    .optional(),
  SMTP_FROM: z.string().min(3).optional(),
  LEAD_NOTIFY_EMAIL: z.email().optional(),
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),

  /** Web Push keys for the admins' new-lead alerts; generated into DATA_DIR when not set. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[\w-]{87}$/, "must be a base64url P-256 public key")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[\w-]{43}$/, "must be a base64url P-256 private key")
    .optional(),
  /** How push services can reach the sender: mailto: or https: (defaults to the site's e-mail). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, "must start with mailto: or https://")
    .optional(),
  PUSH_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Tests only: accept push subscriptions of a push service on this machine over http. */
  PUSH_ALLOW_LOCAL_SERVICE: z.stringbool().default(false),

  /** WhatsApp Business Cloud API: an alert per lead to the owner's WhatsApp. */
  WHATSAPP_TOKEN: z.string().min(20, "must be a Cloud API access token").optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d+$/, "must be the numeric phone-number id")
    .optional(),
  /** Who gets the alert: international digits, e.g. 27821234567. */
  WHATSAPP_ALERT_TO: z
    .string()
    .regex(/^[1-9]\d{7,14}$/, "must be international digits, e.g. 27821234567")
    .optional(),
  WHATSAPP_TEMPLATE: z
    .string()
    .regex(/^[a-z0-9_]+$/, "must be an approved template's name")
    .default("new_lead_alert"),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().min(2).default("en"),
  /** The customer's template about their booked visit (README: "The booking loop"); unset: none. */
  WHATSAPP_CUSTOMER_TEMPLATE: z
    .string()
    .regex(/^[a-z0-9_]+$/, "must be an approved template's name, e.g. booking_update")
    .optional(),
  WHATSAPP_API_URL: z.url({ protocol: /^https?$/ }).default("https://graph.facebook.com/v21.0"),
  WHATSAPP_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),

  /** A lead still new after this many minutes of opening hours alerts again. */
  ESCALATE_AFTER_MINUTES: z.coerce.number().int().min(1).default(30),
  /** The same, at any hour, for an emergency call-out. */
  ESCALATE_URGENT_AFTER_MINUTES: z.coerce.number().int().min(1).default(10),
  /** A second contact for the second alert: e-mail (needs SMTP) and WhatsApp (needs the Cloud API). */
  ESCALATE_TO_EMAIL: z.email().optional(),
  /** How often the server looks for leads to escalate. */
  ESCALATION_CHECK_MS: z.coerce.number().int().min(200).default(60_000),
  /** Tests only: a file holding milliseconds the escalation clock runs ahead of the real time. */
  TEST_CLOCK_FILE: z.string().min(1).optional(),
  ESCALATE_TO_WHATSAPP: z
    .string()
    .regex(/^[1-9]\d{7,14}$/, "must be international digits, e.g. 27821234567")
    .optional(),

  /**
   * From this South African time on, confirmed visits of the next day get their reminder;
   * "off" sends none.
   */
  BOOKING_REMINDER_TIME: z
    .string()
    .regex(
      /^(off|([01]\d|2[0-3]):[0-5]\d)$/,
      'must be a time of day as HH:MM (e.g. 16:00), or "off" for no reminders',
    )
    .default("16:00")
    .transform((value) => (value === "off" ? null : value)),

  /** How many proxies in front of the server add X-Forwarded-For; 0 trusts no header. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(5).default(defaultRequestLimits.trustProxy),
  /** Form submissions (contact, booking) per client address per 10 minutes. */
  LEAD_RATE_LIMIT: z.coerce.number().int().min(1).default(defaultRequestLimits.leadsPerWindow),
  /** Chat messages per client address per 5 minutes. */
  CHAT_RATE_LIMIT: z.coerce.number().int().min(1).default(defaultRequestLimits.chatPerWindow),

  /** Signs sessions and encrypts two-factor secrets; generated into DATA_DIR when not set. */
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** The public address of the site, e.g. https://www.example.co.za (links in e-mails). */
  BETTER_AUTH_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Whether admins must use two-factor sign-in before they see leads. */
  ADMIN_REQUIRE_2FA: z.stringbool().optional(),
  /** Sign-in, sign-up, reset and two-factor attempts per client address per 10 minutes. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(defaultRequestLimits.authPerWindow),
  /** Leads older than this many days are anonymised (POPIA section 14). */
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(30).default(privacy.leadRetentionDays),

  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(8_000),
});

/** Settings that only make sense together. */
function checkCombinations(env: z.output<typeof envSchema>, ctx: z.RefinementCtx) {
  if (env.WEBHOOK_URL && !env.WEBHOOK_SECRET) {
    ctx.addIssue({
      code: "custom",
      path: ["WEBHOOK_SECRET"],
      message: "is required when WEBHOOK_URL is set: deliveries are signed with it",
    });
  }
  if (env.DATABASE_URL && env.NODE_ENV === "production" && !env.BETTER_AUTH_SECRET) {
    ctx.addIssue({
      code: "custom",
      path: ["BETTER_AUTH_SECRET"],
      message:
        "is required with DATABASE_URL: every copy of the server must sign sessions with one secret",
    });
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    ctx.addIssue({
      code: "custom",
      path: ["VAPID_PUBLIC_KEY"],
      message: "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together",
    });
  }
  const whatsapp = [env.WHATSAPP_TOKEN, env.WHATSAPP_PHONE_NUMBER_ID, env.WHATSAPP_ALERT_TO];
  if (whatsapp.some(Boolean) && !whatsapp.every(Boolean)) {
    ctx.addIssue({
      code: "custom",
      path: ["WHATSAPP_TOKEN"],
      message:
        "WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ALERT_TO must be set together",
    });
  }
  if (env.WHATSAPP_CUSTOMER_TEMPLATE && !env.WHATSAPP_TOKEN) {
    ctx.addIssue({
      code: "custom",
      path: ["WHATSAPP_CUSTOMER_TEMPLATE"],
      message:
        "needs the WhatsApp Cloud API: set WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ALERT_TO too",
    });
  }
  const ai = [env.AI_BASE_URL, env.AI_API_KEY, env.AI_MODEL];
  if (ai.some(Boolean) && !ai.every(Boolean)) {
    ctx.addIssue({
      code: "custom",
      path: ["AI_BASE_URL"],
      message: "AI_BASE_URL, AI_API_KEY and AI_MODEL must be set together",
    });
  }
}

export type Env = z.output<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Reads a .env file into the environment when there is one; real variables win over it. */
export function loadDotEnv(path = ".env"): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable (FOO=) means "not set", as it does in most deployment tools.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = envSchema.superRefine(checkCombinations).safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid environment variables:\n${lines.join("\n")}`);
  }
  return result.data;
}
