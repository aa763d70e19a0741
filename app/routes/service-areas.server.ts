import { langOf } from "#app/lib/edition-links.server.ts";
import type { Locale } from "#common/i18n/locale.ts";
import { shownAreasOf, shownRegions } from "#content/editions.ts";

/**
 * Every region with its suburbs, nearest to the workshop first, within and across regions; on an
 * Afrikaans page, the ones not yet written in Afrikaans link the English page.
 */
export function regionsByDistance(locale: Locale) {
  return shownRegions(locale)
    .map((region) => {
      const areas = shownAreasOf(locale, region.entry.slug).sort(
        (a, b) => a.entry.travelMinutes - b.entry.travelMinutes,
      );
      return {
        slug: region.entry.slug,
        name: region.entry.name,
        summary: region.entry.summary,
        to: region.path,
        lang: langOf(region.locale, locale),
        nearest: areas[0]?.entry.travelMinutes ?? 0,
        areas: areas.map((area) => ({
          name: area.entry.name,
          to: area.path,
          lang: langOf(area.locale, locale),
        })),
      };
    })
    .sort((a, b) => a.nearest - b.nearest);
}
