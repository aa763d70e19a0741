/**
 * The two e-mails every lead sends when SMTP is configured: a notification to the business with
 * everything needed to call back, and a confirmation to the visitor. Plain text and HTML, with
 * the visitor's words escaped in the HTML.
 */
import { fill } from "#common/i18n/fill.ts";
import { languageTags, type Locale } from "#common/i18n/locale.ts";
import { mailMessages } from "#common/i18n/messages.ts";
import type { LeadKind } from "#common/leads.ts";
import { phoneLinks } from "#common/phone.ts";
import { formatAddress, site } from "#content/site.ts";

import { escapeHtml } from "../escape-html";
import type { MailMessage } from "./mailer";

export interface LeadMail {
  kind: LeadKind;
  reference: string;
  name: string;
  email: string;
  phone: string;
  /** Label and value pairs, in the order the business reads them. */
  details: readonly (readonly [string, string])[];
  /** For a booking: the requested slot in words. */
  slot?: string;
  /** The same slot in the visitor's language, for their confirmation. */
  visitorSlot?: string;
  /** The language the visitor used: their confirmation is written in it. */
  language?: Locale;
  /** The lead's page in the admin inbox, absolute. */
  inboxUrl: string;
  /** The customer's private status page, absolute (absent where links are not signed). */
  statusUrl?: string;
}

/** What the business's e-mail calls each kind of lead. */
const kindLabels: Record<LeadKind, string> = {
  contact_message: "contact form message",
  appointment: "booking request",
  chatbot_submission: "chat call-back request",
};

export const paragraphs = (lines: readonly string[]) =>
  lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, "<br>")}</p>`).join("\n");

export function htmlDocument(title: string, body: string, language: Locale = "en"): string {
  return `<!doctype html>
<html lang="${languageTags[language]}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#0f172a">
${body}
</body></html>`;
}

function detailsTable(details: LeadMail["details"]): string {
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  return `<table cellpadding="0" cellspacing="0">${rows}</table>`;
}

/** Buttons big enough for a thumb, in the styles mail apps keep (inline, table-free). */
export const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;margin:0 8px 8px 0;padding:12px 18px;` +
  `border-radius:8px;background:#0b2545;color:#ffffff;font-weight:bold;text-decoration:none">` +
  `${escapeHtml(label)}</a>`;

/**
 * The business's copy: read on a phone between jobs, so it starts with one-tap links to call or
 * WhatsApp the customer and to open the lead in the inbox, then gives every detail.
 */
export function businessNotification(lead: LeadMail, to: string): MailMessage {
  const label = kindLabels[lead.kind];
  const subject = `New ${label} from ${lead.name} (${lead.reference})`;
  const intro = `A new ${label} came in through the website. Reference: ${lead.reference}.`;
  const links = phoneLinks(lead.phone);
  const details = [
    ["Name", lead.name],
    ["Phone", lead.phone],
    ["E-mail", lead.email],
    ...(lead.slot ? [["Requested slot", lead.slot] as const] : []),
    ...lead.details,
    ["Language", languageLabels[lead.language ?? "en"]],
  ] as const;
  const reply = "Reply to this e-mail to answer the visitor directly.";
  const text = [
    intro,
    "",
    `Call: ${links.call.replace("tel:", "")}`,
    `WhatsApp: ${links.whatsapp}`,
    `Open in the inbox: ${lead.inboxUrl}`,
    "",
    ...details.map(([key, value]) => `${key}: ${value}`),
    "",
    reply,
  ].join("\n");
  const buttons = [
    button(links.call, `Call ${lead.name}`),
    button(links.whatsapp, "WhatsApp"),
    button(lead.inboxUrl, "Open in the inbox"),
  ].join("");
  const html = htmlDocument(
    subject,
    `${paragraphs([intro])}\n<p>${buttons}</p>\n${detailsTable(details)}\n${paragraphs([reply])}`,
  );
  return { to, subject, text, html, replyTo: lead.email };
}

/** How the business's e-mails (English) name the language the visitor used. */
export const languageLabels: Record<Locale, string> = { en: "English", af: "Afrikaans" };

/** The visitor's copy, in the language they used (common/i18n/<language>/mail.ts). */
export function visitorConfirmation(lead: LeadMail): MailMessage {
  const language = lead.language ?? "en";
  const text = mailMessages[language].confirmation;
  const subject = fill(text.subject, { what: text.nouns[lead.kind], reference: lead.reference });
  const slot = lead.visitorSlot ?? lead.slot;
  const next =
    lead.kind === "appointment"
      ? fill(text.bookingNext, { slot: slot ?? text.theDayYouChose })
      : text.otherNext;
  const body = [
    fill(text.greeting, { name: lead.name }),
    fill(text.thanks, { business: site.name, reference: lead.reference }),
    next,
    ...(lead.statusUrl ? [fill(text.follow, { url: lead.statusUrl })] : []),
    fill(text.emergency, { phone: site.phone.display }),
    `${site.name}\n${site.phone.display}\n${formatAddress()}\n${site.baseUrl}`,
  ];
  const privacyUrl = `${site.baseUrl}${language === "af" ? "/af" : ""}/privacy-policy`;
  return {
    to: lead.email,
    subject,
    text: [...body, "", text.footer].join("\n\n"),
    html: htmlDocument(
      subject,
      `${paragraphs(body)}\n${lead.statusUrl ? `<p>${button(lead.statusUrl, text.followButton)}</p>\n` : ""}<p style="font-size:13px;color:#475569">${escapeHtml(text.footer)} <a href="${privacyUrl}">${escapeHtml(text.privacyPolicy)}</a></p>`,
      language,
    ),
    replyTo: site.email,
  };
}
