/**
 * The site's two editions. English is the whole site at the root; Afrikaans is the pages that
 * bring and convert work, under /af/. The path is the only state: no cookie, no redirect by the
 * browser's language (search engines and shared phones would see the wrong edition).
 */
export const locales = ["en", "af"] as const;
export type Locale = (typeof locales)[number];

/** BCP 47 tags for <html lang>, hreflang, Intl and og:locale. */
export const languageTags: Record<Locale, string> = { en: "en-ZA", af: "af-ZA" };

/** Each language's own name for itself, as the header's switch offers it. */
export const languageNames: Record<Locale, string> = { en: "English", af: "Afrikaans" };

const AFRIKAANS_PREFIX = "/af";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

export function localeOfPath(pathname: string): Locale {
  return pathname === AFRIKAANS_PREFIX || pathname.startsWith(`${AFRIKAANS_PREFIX}/`) ? "af" : "en";
}

/** The English page's path for a path of either edition: "/af/faq" is "/faq", "/af" is "/". */
export function englishPathOf(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  return pathname.slice(AFRIKAANS_PREFIX.length) || "/";
}

/**
 * The path of the page in `locale` whose English page is at `englishPath`. Whether that page
 * exists in Afrikaans is the content's business (content/editions.ts), not this function's.
 */
export function pathIn(locale: Locale, englishPath: string): string {
  if (locale === "en") return englishPath;
  return englishPath === "/" ? AFRIKAANS_PREFIX : `${AFRIKAANS_PREFIX}${englishPath}`;
}
