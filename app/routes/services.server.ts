import { allServices } from "#content/index.ts";
import { paths } from "#content/paths.ts";
import { serviceGroups, serviceGroupTitles } from "#content/taxonomy.ts";

/** Every service as a card, in its group, the groups in the taxonomy's order. */
export function serviceGroupCards() {
  return serviceGroups.map((group) => ({
    group,
    title: serviceGroupTitles[group],
    services: allServices
      .filter((service) => service.group === group)
      .map(({ slug, title, summary }) => ({ to: paths.service(slug), title, text: summary })),
  }));
}
