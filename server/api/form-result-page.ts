import { languageTags, type Locale } from "#common/i18n/locale.ts";
import { formMessages } from "#common/i18n/messages.ts";
import { site } from "#content/site.ts";

import { escapeHtml } from "../escape-html";

/**
 * The answer to a form sent without JavaScript (a phone that did not load the scripts): a plain
 * page with the outcome and a way back. With JavaScript the forms show all of this in place.
 */
export function formResultPage(options: {
  title: string;
  lines: readonly string[];
  errors?: readonly string[];
  backTo: string;
  /** The customer's private status page, once a lead was saved. */
  statusUrl?: string;
  /** The form's language: the page is written in it. */
  language?: Locale;
}): string {
  const language = options.language ?? "en";
  // The page's own words, between tags: apostrophes stay as typed ("browser's").
  const own = (value: string) =>
    value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const text = formMessages[language].resultPage;
  const errors = options.errors?.length
    ? `<ul>${options.errors.map((error) => `<li>${escapeHtml(error)}</li>`).join("")}</ul>`
    : "";
  const back = options.errors
    ? `<p><a href="${escapeHtml(options.backTo)}">${own(text.backToForm)}</a> ${own(text.backToFormNote)}</p>`
    : `<p><a href="${language === "af" ? "/af" : "/"}">${own(text.home)}</a></p>`;
  const status = options.statusUrl
    ? `<p><a href="${escapeHtml(options.statusUrl)}">${own(text.follow)}</a>${own(text.followNote)}</p>`
    : "";
  return `<!doctype html>
<html lang="${languageTags[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(options.title)} | ${escapeHtml(site.name)}</title></head>
<body><main><h1>${escapeHtml(options.title)}</h1>
${options.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
${status}
${errors}
${back}
<p>${escapeHtml(site.name)}: <a href="tel:${site.phone.e164}">${escapeHtml(site.phone.display)}</a>${own(text.emergency)}</p>
</main></body></html>`;
}
