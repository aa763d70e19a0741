import type { Option, OptionGroup } from "#app/components/forms/options.ts";
import type { Locale } from "#common/i18n/locale.ts";
import { serviceGroupTitle, shownServices } from "#content/editions.ts";
import { allAreas } from "#content/index.ts";
import { serviceGroups } from "#content/taxonomy.ts";

/**
 * The services list of the forms, grouped as /services groups them, in the page's language where
 * the service has been written in it (the English title otherwise).
 */
export function serviceOptions(locale: Locale = "en"): OptionGroup[] {
  const services = shownServices(locale);
  return serviceGroups.map((group) => ({
    label: serviceGroupTitle(locale, group),
    options: services
      .filter(({ entry }) => entry.group === group)
      .map(({ entry }) => ({ value: entry.slug, label: entry.title })),
  }));
}

/** The suburbs with service-area pages, alphabetically. */
export function suburbOptions(): Option[] {
  return allAreas
    .map((area) => ({ value: area.slug, label: area.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
