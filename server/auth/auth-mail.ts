import { CONFIRM_LINK_HOURS } from "#common/account-confirmation.ts";
import { site } from "#content/site.ts";

import { escapeHtml } from "../escape-html";
import type { MailMessage } from "../mail/mailer";

/** Plain paragraphs, one of which may be a link; the same words as text and as HTML. */
function accountMail(to: string, subject: string, lines: string[], link?: string): MailMessage {
  return {
    to,
    subject,
    text: lines.join("\n\n"),
    html: lines
      .map((line) =>
        line === link
          ? `<p><a href="${escapeHtml(line)}">${escapeHtml(line)}</a></p>`
          : `<p>${escapeHtml(line)}</p>`,
      )
      .join("\n"),
  };
}

/** The password-reset e-mail: the link, how long it lasts, and what to do if it was not you. */
export function passwordResetMail({ to, url }: { to: string; url: string }): MailMessage {
  return accountMail(
    to,
    `Reset your ${site.name} password`,
    [
      `Someone asked to reset the password of the ${site.name} staff account for ${to}.`,
      "Open this link within one hour to choose a new password:",
      url,
      "If it was not you, ignore this e-mail: your password stays as it is.",
    ],
    url,
  );
}

/** Sent when an account is made (and again when it tries to sign in before it is confirmed). */
export function confirmAddressMail({ to, url }: { to: string; url: string }): MailMessage {
  return accountMail(
    to,
    `Confirm your ${site.name} staff account`,
    [
      `A staff account on the ${site.name} website was created with this address, ${to}.`,
      `Open this link within ${CONFIRM_LINK_HOURS} hours to confirm it is yours; then you can sign in:`,
      url,
      "The account sees no customer details until the owner gives it access.",
      "If you did not create it, ignore this e-mail: without the link the account cannot be used.",
    ],
    url,
  );
}

/**
 * Sent instead of an error when someone signs up with an address that has an account: the
 * sign-up form answers the same either way, so only the address's owner learns it was tried.
 */
export function existingAccountMail({
  to,
  signInUrl,
  resetUrl,
}: {
  to: string;
  signInUrl: string;
  resetUrl: string;
}): MailMessage {
  return accountMail(to, `You already have a ${site.name} staff account`, [
    `Someone tried to create a staff account on the ${site.name} website with this address, ${to}, which already has one. No new account was made.`,
    `If it was you, sign in at ${signInUrl}, or choose a new password at ${resetUrl} if you have forgotten it.`,
    "If it was not you, ignore this e-mail: nothing about your account has changed.",
  ]);
}
