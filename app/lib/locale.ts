import { useLocation, useRouteLoaderData } from "react-router";

import { shell as englishShell } from "#common/i18n/en/shell.ts";
import { localeOfPath, type Locale } from "#common/i18n/locale.ts";
import type { Shell } from "#common/i18n/messages.ts";

/** The edition of the page being shown: the path is the only state (common/i18n/locale.ts). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/**
 * The frame's strings (menus, footer, buttons) in the page's language. They come with the root's
 * loader data, so the browser never downloads the other language's; the reading pages' words
 * have hooks of their own (catalogue.ts, page-words.ts) outside the shared chunk. English only
 * while the root has no data, which is when the root itself failed.
 */
export function useShell(): Shell {
  return useRouteLoaderData<{ shell: Shell }>("root")?.shell ?? englishShell;
}

/**
 * The edition a request asks for, for loaders and actions. A data request names the page with a
 * suffix: /af's data is fetched from /af.data, which must not read as an English path.
 */
export function requestLocale(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname.replace(/\.data$/, ""));
}
