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
}): string {
  const errors = options.errors?.length
    ? `<ul>${options.errors.map((error) => `<li>${escapeHtml(error)}</li>`).join("")}</ul>`
    : "";
  const back = options.errors
    ? `<p><a href="${escapeHtml(options.backTo)}">Go back to the form</a> (your browser's back button keeps what you typed).</p>`
    : `<p><a href="/">Back to the home page</a></p>`;
  const status = options.statusUrl
    ? `<p><a href="${escapeHtml(options.statusUrl)}">Follow your request</a>: this private link shows where it stands. Keep it to yourself.</p>`
    : "";
  return `<!doctype html>
<html lang="en-ZA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(options.title)} | ${escapeHtml(site.name)}</title></head>
<body><main><h1>${escapeHtml(options.title)}</h1>
${options.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
${status}
${errors}
${back}
<p>${escapeHtml(site.name)}: <a href="tel:${site.phone.e164}">${escapeHtml(site.phone.display)}</a>, 24 hours a day for emergencies.</p>
</main></body></html>`;
}
