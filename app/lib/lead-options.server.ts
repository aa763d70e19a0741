import type { Option, OptionGroup } from "#app/components/forms/options.ts";
import { allAreas, allServices } from "#content/index.ts";
import { serviceGroups, serviceGroupTitles } from "#content/taxonomy.ts";

/** The services list of the forms, grouped as /services groups them. */
export function serviceOptions(): OptionGroup[] {
  return serviceGroups.map((group) => ({
    label: serviceGroupTitles[group],
    options: allServices
      .filter((service) => service.group === group)
      .map((service) => ({ value: service.slug, label: service.title })),
  }));
}

/** The suburbs with service-area pages, alphabetically. */
export function suburbOptions(): Option[] {
  return allAreas
    .map((area) => ({ value: area.slug, label: area.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
