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
import { useCatalogue } from "#app/lib/catalogue.ts";
import { notFound } from "#app/lib/http.server.ts";
import { readingPage } from "#app/lib/hydration.ts";
import { requestLocale } from "#app/lib/locale.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { ownService } from "#content/editions.ts";
import { getService } from "#content/index.ts";

import type { Route } from "./+types/service";
import { servicePageData } from "./service.server";

export function loader({ params, request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  // Aliases belong to the English edition; an Afrikaans page exists only where it was written.
  const service =
    locale === "en" ? getService(params.slug)?.service : ownService(locale, params.slug);
  if (!service) notFound();
  return servicePageData(service, locale);
}

export const meta = metaFromLoader;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, crumbs, image, related, areas, regions, posts, prices, caseStudies } =
    loaderData;
  const text = useCatalogue().service;
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <ServiceIntro title={service.title} intro={service.intro} crumbs={crumbs} image={image} />
      <ServiceSigns signs={service.signs} />
      <JobSteps steps={service.steps} />
      <Section id="compliance" title={text.compliance}>
        <Paragraphs paragraphs={service.compliance} />
      </Section>
      <PriceGuide prices={prices} />
      <Section id="questions" title={text.questions} tone="tint">
        <FaqList items={service.faqs} />
      </Section>
      {caseStudies.length > 0 && (
        <Section id="case-studies" title={text.caseStudies}>
          <LinkCards cards={caseStudies} />
        </Section>
      )}
      <ServicePlaces areas={areas} regions={regions} />
      {posts.length > 0 && (
        <Section id="reading" title={text.reading} tone="tint">
          <LinkCards cards={posts} />
        </Section>
      )}
      <Section id="related" title={text.related}>
        <LinkCards cards={related} columns={3} />
      </Section>
      <CallToAction topic={service.title} />
    </>
  );
}
