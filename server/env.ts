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
