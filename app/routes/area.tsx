import { CallToAction } from "#app/components/call-to-action.tsx";
import { FaqList } from "#app/components/faq-list.tsx";
import { LinkCards } from "#app/components/link-cards.tsx";
import { Paragraphs } from "#app/components/paragraphs.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { AreaIntro } from "#app/features/areas/area-intro.tsx";
import { NearbyAreas } from "#app/features/areas/nearby-areas.tsx";
import { WorkNearby } from "#app/features/areas/work-nearby.tsx";
import { useCatalogue } from "#app/lib/catalogue.ts";
import { notFound } from "#app/lib/http.server.ts";
import { readingPage } from "#app/lib/hydration.ts";
import { requestLocale } from "#app/lib/locale.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { ownArea } from "#content/editions.ts";
import { getRegion } from "#content/index.ts";

import type { Route } from "./+types/area";
import { areaPageData } from "./area.server";

export function loader({ params, request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const area = ownArea(locale, params.areaSlug);
  const region = getRegion(params.regionSlug);
  if (!area || area.region !== params.regionSlug || !region) notFound();
  return areaPageData(area, region, locale);
}

export const meta = metaFromLoader;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

export default function AreaPage({ loaderData }: Route.ComponentProps) {
  const { area, crumbs, region, travel, services, nearby, posts, caseStudies, testimonials } =
    loaderData;
  const text = useCatalogue().area;
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
      <Section id="homes" title={text.homes(area.name)}>
        <p className="max-w-3xl text-slate-700">{area.housing}</p>
      </Section>
      <Section id="jobs" title={text.jobs(area.name)} tone="tint">
        <Paragraphs paragraphs={area.typicalJobs} />
      </Section>
      <Section id="services" title={text.services(area.name)}>
        <LinkCards cards={services} columns={3} />
      </Section>
      <WorkNearby caseStudies={caseStudies} testimonials={testimonials} />
      {area.faqs.length > 0 && (
        <Section id="questions" title={text.questions(area.name)}>
          <FaqList items={area.faqs} />
        </Section>
      )}
      {posts.length > 0 && (
        <Section id="reading" title={text.articles(area.name)} tone="tint">
          <LinkCards cards={posts} />
        </Section>
      )}
      <NearbyAreas nearby={nearby} region={region} />
      <CallToAction />
    </>
  );
}
