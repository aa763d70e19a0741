import type { LinkCard } from "#app/components/link-cards.tsx";
import { langOf } from "#app/lib/edition-links.server.ts";
import type { Locale } from "#common/i18n/locale.ts";
import { serviceGroupTitle, shownServices } from "#content/editions.ts";
import { serviceGroups } from "#content/taxonomy.ts";

/**
 * Every service as a card, in its group, the groups in the taxonomy's order. On an Afrikaans
 * page a service not yet written in Afrikaans is a card in English, linking the English page.
 */
export function serviceGroupCards(locale: Locale) {
  const services = shownServices(locale);
  return serviceGroups.map((group) => ({
    group,
    title: serviceGroupTitle(locale, group),
    services: services
      .filter(({ entry }) => entry.group === group)
      // Written ones first, so an Afrikaans reader meets the Afrikaans pages first.
      .sort((a, b) => Number(b.locale === locale) - Number(a.locale === locale))
      .map((shown): LinkCard => ({
        to: shown.path,
        title: shown.entry.title,
        text: shown.entry.summary,
        lang: langOf(shown.locale, locale),
      })),
  }));
}
