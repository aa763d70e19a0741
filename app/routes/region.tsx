import { CallToAction } from "#app/components/call-to-action.tsx";
import { LinkCards } from "#app/components/link-cards.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { Paragraphs } from "#app/components/paragraphs.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { notFound } from "#app/lib/http.server.ts";
import { readingPage } from "#app/lib/hydration.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { getRegion } from "#content/index.ts";

import type { Route } from "./+types/region";
import { regionPageData } from "./region.server";

export function loader({ params }: Route.LoaderArgs) {
  const region = getRegion(params.regionSlug);
  if (!region) notFound();
  return regionPageData(region);
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
        <Paragraphs paragraphs={region.body} />
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
