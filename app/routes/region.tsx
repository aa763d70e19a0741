import { CallToAction } from "#app/components/call-to-action.tsx";
import { LinkCards } from "#app/components/link-cards.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { formatDate, formatTravelTime } from "#app/lib/format.server.ts";
import { notFound } from "#app/lib/http.server.ts";
import { readingPage } from "#app/lib/hydration.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd } from "#app/lib/structured-data.server.ts";
import { allPosts, areasOf, getRegion, requireService } from "#content/index.ts";
import { paths } from "#content/paths.ts";

import type { Route } from "./+types/region";

export function loader({ params }: Route.LoaderArgs) {
  const region = getRegion(params.regionSlug);
  if (!region) notFound();
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

export const meta = metaFromLoader;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

export default function RegionPage({ loaderData }: Route.ComponentProps) {
  const { region, crumbs, areas, services, posts } = loaderData;
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro
        eyebrow="Service areas"
        title={`Electricians in the ${region.name}`}
        crumbs={crumbs}
      >
        <p>{region.intro}</p>
      </PageIntro>
      <Section id="region" title={`Working in the ${region.name}`}>
        <div className="max-w-3xl space-y-4 text-slate-700">
          {region.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section
        id="suburbs"
        title="Suburbs we cover"
        tone="tint"
        intro="Nearest to our workshop first."
      >
        <LinkCards cards={areas} />
      </Section>
      <Section id="services" title={`Most requested in the ${region.name}`}>
        <LinkCards cards={services} columns={3} />
      </Section>
      {posts.length > 0 && (
        <Section id="reading" title="Local articles" tone="tint">
          <LinkCards cards={posts} />
        </Section>
      )}
      <CallToAction />
    </>
  );
}
