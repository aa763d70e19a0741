import type { LinkCard } from "#app/components/link-cards.tsx";
import type { Locale } from "#common/i18n/locale.ts";
import { linkIn, type Shown } from "#content/editions.ts";

/**
 * The language to mark a link and its text with on a page in `page`: only where it differs, so
 * an Afrikaans page marks the English pages it links (issue 18) and nothing else.
 */
export function langOf(shown: Locale, page: Locale): Locale | undefined {
  return shown === page ? undefined : shown;
}

/** A link from a page in `locale` to the page at `englishPath`, in its language where it exists. */
export function linkTo(locale: Locale, englishPath: string) {
  const link = linkIn(locale, englishPath);
  return { to: link.path, lang: langOf(link.locale, locale) };
}

/** A card linking an entry as a page in `locale` shows it, marked when it is in the other language. */
export function cardOf<T>(
  locale: Locale,
  shown: Shown<T>,
  card: (entry: T) => Omit<LinkCard, "to" | "lang">,
): LinkCard {
  return { to: shown.path, ...card(shown.entry), lang: langOf(shown.locale, locale) };
}
