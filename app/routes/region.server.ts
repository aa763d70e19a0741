import { cardOf } from "#app/lib/edition-links.server.ts";
import { formatDate } from "#app/lib/format.server.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd, webPageLd } from "#app/lib/structured-data.server.ts";
import { pathIn, type Locale } from "#common/i18n/locale.ts";
import { messages } from "#common/i18n/messages.ts";
import { postsIn, shownAreasOf, shownService } from "#content/editions.ts";
import { paths } from "#content/paths.ts";
import type { Region } from "#content/schema.ts";

/** A region's page: its suburbs nearest first, what they ask for most, local articles. */
export function regionPageData(region: Region, locale: Locale) {
  const text = messages[locale].catalogue;
  const areas = shownAreasOf(locale, region.slug).sort(
    (a, b) => a.entry.travelMinutes - b.entry.travelMinutes,
  );
  const areaSlugs = new Set(areas.map((area) => area.entry.slug));
  // The services most often asked for across the region's suburbs, most common first.
  const counts = new Map<string, number>();
  for (const slug of areas.flatMap((area) => area.entry.services)) {
    counts.set(slug, (counts.get(slug) ?? 0) + 1);
  }
  const topServices = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 6);
  const path = pathIn(locale, paths.region(region.slug));
  const title = text.region.title(region.name);
  const crumbs = [
    { name: text.crumbs.home, path: pathIn(locale, "/") },
    { name: text.crumbs.serviceAreas, path: pathIn(locale, "/service-areas") },
    { name: region.name, path },
  ];
  return {
    region,
    meta: pageMeta({ title, description: region.summary, path }),
    path,
    crumbs,
    areas: areas.map((area) =>
      cardOf(locale, area, (entry) => ({
        title: entry.name,
        text: entry.summary,
        meta: text.travel(entry.travelMinutes),
      })),
    ),
    services: topServices.map(([slug]) =>
      cardOf(locale, shownService(locale, slug)!, (service) => ({ title: service.title })),
    ),
    posts: postsIn(locale)
      .filter((post) => post.areas.some((slug) => areaSlugs.has(slug)))
      .slice(0, 6)
      .map((post) => ({
        to: pathIn(locale, paths.post(post.slug)),
        title: post.title,
        meta: formatDate(post.published, locale),
      })),
    structuredData: [webPageLd({ title, description: region.summary, path }), breadcrumbLd(crumbs)],
  };
}
