import { site } from "#content/site.ts";

import { escapeHtml } from "../mail/lead-mail";
import type { MailMessage } from "../mail/mailer";

/** The password-reset e-mail: the link, how long it lasts, and what to do if it was not you. */
export function passwordResetMail({ to, url }: { to: string; url: string }): MailMessage {
  const lines = [
    `Someone asked to reset the password of the ${site.name} staff account for ${to}.`,
    "Open this link within one hour to choose a new password:",
    url,
    "If it was not you, ignore this e-mail: your password stays as it is.",
  ];
  return {
    to,
    subject: `Reset your ${site.name} password`,
    text: lines.join("\n\n"),
    html: lines
      .map((line) =>
        line === url
          ? `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`
          : `<p>${escapeHtml(line)}</p>`,
      )
      .join("\n"),
  };
}
