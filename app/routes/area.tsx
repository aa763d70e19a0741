import { CallToAction } from "#app/components/call-to-action.tsx";
import { FaqList } from "#app/components/faq-list.tsx";
import { LinkCards } from "#app/components/link-cards.tsx";
import { Paragraphs } from "#app/components/paragraphs.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { AreaIntro } from "#app/features/areas/area-intro.tsx";
import { NearbyAreas } from "#app/features/areas/nearby-areas.tsx";
import { WorkNearby } from "#app/features/areas/work-nearby.tsx";
import { notFound } from "#app/lib/http.server.ts";
import { readingPage } from "#app/lib/hydration.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { getArea, getRegion } from "#content/index.ts";

import type { Route } from "./+types/area";
import { areaPageData } from "./area.server";

export function loader({ params }: Route.LoaderArgs) {
  const area = getArea(params.regionSlug, params.areaSlug);
  const region = getRegion(params.regionSlug);
  if (!area || !region) notFound();
  return areaPageData(area, region);
}

export const meta = metaFromLoader;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

export default function AreaPage({ loaderData }: Route.ComponentProps) {
  const { area, crumbs, region, travel, services, nearby, posts, caseStudies, testimonials } =
    loaderData;
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <AreaIntro
        regionName={region.name}
        areaName={area.name}
        intro={area.intro}
        travel={travel}
        crumbs={crumbs}
      />
      <Section id="homes" title={`Homes and buildings in ${area.name}`}>
        <p className="max-w-3xl text-slate-700">{area.housing}</p>
      </Section>
      <Section id="jobs" title={`What we are called out for in ${area.name}`} tone="tint">
        <Paragraphs paragraphs={area.typicalJobs} />
      </Section>
      <Section id="services" title={`Services in ${area.name}`}>
        <LinkCards cards={services} columns={3} />
      </Section>
      <WorkNearby caseStudies={caseStudies} testimonials={testimonials} />
      {area.faqs.length > 0 && (
        <Section id="questions" title={`Questions from ${area.name}`}>
          <FaqList items={area.faqs} />
        </Section>
      )}
      {posts.length > 0 && (
        <Section id="reading" title={`Articles about ${area.name}`} tone="tint">
          <LinkCards cards={posts} />
        </Section>
      )}
      <NearbyAreas nearby={nearby} region={region} />
      <CallToAction />
    </>
  );
}
