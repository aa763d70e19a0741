import { CallToAction } from "#app/components/call-to-action.tsx";
import { LinkCards } from "#app/components/link-cards.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { AfrikaansOffer } from "#app/features/home/afrikaans-offer.tsx";
import { AreasByRegion } from "#app/features/home/areas-by-region.tsx";
import { EmergencyBanner } from "#app/features/home/emergency-banner.tsx";
import { HomeHero } from "#app/features/home/home-hero.tsx";
import { MoreLink } from "#app/features/home/more-link.tsx";
import { Reasons } from "#app/features/home/reasons.tsx";
import { RecentJobs } from "#app/features/home/recent-jobs.tsx";
import { readingPage } from "#app/lib/hydration.ts";
import { requestLocale, useLocale } from "#app/lib/locale.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { usePages } from "#app/lib/page-words.ts";

import type { Route } from "./+types/home";
import { homePageData } from "./home.server";

export function loader({ request }: Route.LoaderArgs) {
  return homePageData(requestLocale(request));
}

export const meta = metaFromLoader;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { badge, reasons, copy, hero, services, regions, caseStudies, testimonials, posts } =
    loaderData;
  const t = usePages().home;
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      {useLocale() === "en" && <AfrikaansOffer />}
      <HomeHero badge={badge} text={copy.hero} image={hero} />
      <EmergencyBanner text={copy.emergency} service={loaderData.emergencyService} />
      <Section id="services" title={t.servicesTitle} intro={copy.services}>
        <LinkCards cards={services} columns={3} />
        <MoreLink {...loaderData.allServices}>{t.allServices}</MoreLink>
      </Section>
      <Reasons reasons={reasons} />
      <AreasByRegion intro={copy.areas} regions={regions} />
      <RecentJobs caseStudies={caseStudies} testimonials={testimonials} />
      <Section id="advice" title={t.adviceTitle}>
        <LinkCards cards={posts} columns={3} />
        <MoreLink {...loaderData.allArticles}>{t.allArticles}</MoreLink>
      </Section>
      <CallToAction />
    </>
  );
}
