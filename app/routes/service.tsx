import { CallToAction } from "#app/components/call-to-action.tsx";
import { FaqList } from "#app/components/faq-list.tsx";
import { LinkCards } from "#app/components/link-cards.tsx";
import { Paragraphs } from "#app/components/paragraphs.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { JobSteps } from "#app/features/services/job-steps.tsx";
import { PriceGuide } from "#app/features/services/price-guide.tsx";
import { ServiceIntro } from "#app/features/services/service-intro.tsx";
import { ServicePlaces } from "#app/features/services/service-places.tsx";
import { ServiceSigns } from "#app/features/services/service-signs.tsx";
import { notFound } from "#app/lib/http.server.ts";
import { readingPage } from "#app/lib/hydration.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { getService } from "#content/index.ts";

import type { Route } from "./+types/service";
import { servicePageData } from "./service.server";

export function loader({ params }: Route.LoaderArgs) {
  const found = getService(params.slug);
  if (!found) notFound();
  return servicePageData(found.service);
}

export const meta = metaFromLoader;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, crumbs, image, related, areas, regions, posts, prices, caseStudies } =
    loaderData;
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <ServiceIntro title={service.title} intro={service.intro} crumbs={crumbs} image={image} />
      <ServiceSigns signs={service.signs} />
      <JobSteps steps={service.steps} />
      <Section id="compliance" title="Safety and compliance">
        <Paragraphs paragraphs={service.compliance} />
      </Section>
      <PriceGuide prices={prices} />
      <Section id="questions" title="Questions customers ask" tone="tint">
        <FaqList items={service.faqs} />
      </Section>
      {caseStudies.length > 0 && (
        <Section id="case-studies" title="Jobs like this we have done">
          <LinkCards cards={caseStudies} />
        </Section>
      )}
      <ServicePlaces areas={areas} regions={regions} />
      {posts.length > 0 && (
        <Section id="reading" title="Further reading" tone="tint">
          <LinkCards cards={posts} />
        </Section>
      )}
      <Section id="related" title="Related services">
        <LinkCards cards={related} columns={3} />
      </Section>
      <CallToAction topic={service.title} />
    </>
  );
}
