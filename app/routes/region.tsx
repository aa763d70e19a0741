import { CallToAction } from "#app/components/call-to-action.tsx";
import { LinkCards } from "#app/components/link-cards.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { Paragraphs } from "#app/components/paragraphs.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { useCatalogue } from "#app/lib/catalogue.ts";
import { notFound } from "#app/lib/http.server.ts";
import { readingPage } from "#app/lib/hydration.ts";
import { requestLocale } from "#app/lib/locale.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { ownRegion } from "#content/editions.ts";

import type { Route } from "./+types/region";
import { regionPageData } from "./region.server";

export function loader({ params, request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const region = ownRegion(locale, params.regionSlug);
  if (!region) notFound();
  return regionPageData(region, locale);
}

export const meta = metaFromLoader;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

export default function RegionPage({ loaderData }: Route.ComponentProps) {
  const { region, crumbs, areas, services, posts } = loaderData;
  const text = useCatalogue();
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro
        eyebrow={text.crumbs.serviceAreas}
        title={text.region.title(region.name)}
        crumbs={crumbs}
      >
        <p>{region.intro}</p>
      </PageIntro>
      <Section id="region" title={text.region.working(region.name)}>
        <Paragraphs paragraphs={region.body} />
      </Section>
      <Section
        id="suburbs"
        title={text.region.suburbs}
        tone="tint"
        intro={text.region.suburbsIntro}
      >
        <LinkCards cards={areas} />
      </Section>
      <Section id="services" title={text.region.mostRequested(region.name)}>
        <LinkCards cards={services} columns={3} />
      </Section>
      {posts.length > 0 && (
        <Section id="reading" title={text.region.reading} tone="tint">
          <LinkCards cards={posts} />
        </Section>
      )}
      <CallToAction />
    </>
  );
}
