import { existsSync } from "node:fs";
import path from "node:path";

import { showExamples } from "#content/proof.ts";
import { contentReadiness, type ReadinessItem } from "#content/readiness.ts";
import { site } from "#content/site.ts";

import type { Env } from "../env";

/** What the production environment still lacks for a real launch. */
export function environmentReadiness(env: Env): ReadinessItem[] {
  const items: ReadinessItem[] = [];
  const need = (id: string, message: string) =>
    items.push({ id, file: "the server's environment (.env)", message, blocking: true });

  if (!env.BETTER_AUTH_URL) {
    need(
      "env.BETTER_AUTH_URL",
      `BETTER_AUTH_URL is not set: set it to the site's public https address (${site.baseUrl}), or e-mailed links only work on this machine`,
    );
  } else if (!env.BETTER_AUTH_URL.startsWith("https://")) {
    need("env.BETTER_AUTH_URL", "BETTER_AUTH_URL must be an https:// address in production");
  } else if (new URL(env.BETTER_AUTH_URL).origin !== new URL(site.baseUrl).origin) {
    need(
      "env.BETTER_AUTH_URL",
      `BETTER_AUTH_URL (${env.BETTER_AUTH_URL}) is not the site's address in content/site.ts (${site.baseUrl}): make them the same`,
    );
  }
  if (!env.SMTP_URL) {
    need(
      "env.SMTP_URL",
      "SMTP_URL is not set: password resets, account confirmations and lead e-mails are only written to the log",
    );
  }
  const leadsReachSomeone =
    Boolean(env.WEBHOOK_URL) || Boolean(env.SMTP_URL && env.LEAD_NOTIFY_EMAIL);
  if (!leadsReachSomeone) {
    need(
      "env.leads",
      "no lead alert: set WEBHOOK_URL, or SMTP_URL and LEAD_NOTIFY_EMAIL, so a new lead reaches someone without opening the admin",
    );
  }
  if (env.ADMIN_REQUIRE_2FA === false) {
    need("env.ADMIN_REQUIRE_2FA", "ADMIN_REQUIRE_2FA is false: admins must use two-factor sign-in");
  }
  return items;
}

/**
 * Whether content/images holds a photo under this key. Where only the build is deployed there is
 * no content folder, and the gallery's photos are checked when the build is made instead.
 */
function photoInContent(key: string): boolean {
  return ["jpg", "jpeg", "png", "webp"].some((ext) =>
    existsSync(path.join("content", "images", `${key}.${ext}`)),
  );
}

/** A preview build shows invented examples; it must never be the one that goes live. */
export function buildReadiness(examples: boolean): ReadinessItem[] {
  return examples
    ? [
        {
          id: "build.examples",
          file: "the build (VITE_SHOW_EXAMPLES)",
          message:
            "this build shows invented examples: build again without VITE_SHOW_EXAMPLES before it goes live",
          blocking: true,
        },
      ]
    : [];
}

/** Everything open, content first. */
export function launchReadiness(env: Env, { examples = showExamples } = {}): ReadinessItem[] {
  return [
    ...contentReadiness({ isPhoto: photoInContent }),
    ...buildReadiness(examples),
    ...environmentReadiness(env),
  ];
}
