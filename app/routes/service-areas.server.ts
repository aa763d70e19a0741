import { allRegions, areasOf } from "#content/index.ts";
import { paths } from "#content/paths.ts";

/** Every region with its suburbs, nearest to the workshop first, within and across regions. */
export function regionsByDistance() {
  return allRegions
    .map((region) => {
      const areas = areasOf(region.slug).sort((a, b) => a.travelMinutes - b.travelMinutes);
      return {
        slug: region.slug,
        name: region.name,
        summary: region.summary,
        to: paths.region(region.slug),
        nearest: areas[0]?.travelMinutes ?? 0,
        areas: areas.map((area) => ({ name: area.name, to: paths.area(area) })),
      };
    })
    .sort((a, b) => a.nearest - b.nearest);
}
