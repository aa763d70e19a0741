import { useLocation } from "react-router";

import { localeOfPath, type Locale } from "#common/i18n/locale.ts";
import { messages, type Messages } from "#common/i18n/messages.ts";

/** The edition of the page being shown: the path is the only state (common/i18n/locale.ts). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** The frame's strings in the page's language. */
export function useMessages(): Messages {
  return messages[useLocale()];
}

/**
 * The edition a request asks for, for loaders and actions. A data request names the page with a
 * suffix: /af's data is fetched from /af.data, which must not read as an English path.
 */
export function requestLocale(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname.replace(/\.data$/, ""));
}
