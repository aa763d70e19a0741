import { formatDate, formatTravelTime } from "#app/lib/format.server.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd } from "#app/lib/structured-data.server.ts";
import { allPosts, areasOf, requireService } from "#content/index.ts";
import { paths } from "#content/paths.ts";
import type { Region } from "#content/schema.ts";

/** A region's page: its suburbs nearest first, what they ask for most, local articles. */
export function regionPageData(region: Region) {
  const areas = areasOf(region.slug).sort((a, b) => a.travelMinutes - b.travelMinutes);
  const areaSlugs = new Set(areas.map((area) => area.slug));
  // The services most often asked for across the region's suburbs, most common first.
  const counts = new Map<string, number>();
  for (const slug of areas.flatMap((area) => area.services)) {
    counts.set(slug, (counts.get(slug) ?? 0) + 1);
  }
  const topServices = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 6);
  const path = paths.region(region.slug);
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Service areas", path: "/service-areas" },
    { name: region.name, path },
  ];
  return {
    region,
    meta: pageMeta({
      title: `Electricians in the ${region.name}`,
      description: region.summary,
      path,
    }),
    path,
    crumbs,
    areas: areas.map((area) => ({
      to: paths.area(area),
      title: area.name,
      text: area.summary,
      meta: formatTravelTime(area.travelMinutes),
    })),
    services: topServices.map(([slug]) => ({
      to: paths.service(slug),
      title: requireService(slug).title,
    })),
    posts: allPosts
      .filter((post) => post.areas.some((slug) => areaSlugs.has(slug)))
      .slice(0, 6)
      .map((post) => ({
        to: paths.post(post.slug),
        title: post.title,
        meta: formatDate(post.published),
      })),
    structuredData: breadcrumbLd(crumbs),
  };
}
