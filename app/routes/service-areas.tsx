import { CallToAction } from "#app/components/call-to-action.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { RegionCard } from "#app/features/areas/region-card.tsx";
import { useCatalogue } from "#app/lib/catalogue.ts";
import { readingPage } from "#app/lib/hydration.ts";
import { requestLocale, useLocale } from "#app/lib/locale.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd, webPageLd } from "#app/lib/structured-data.server.ts";
import { pathIn } from "#common/i18n/locale.ts";
import { messages } from "#common/i18n/messages.ts";
import * as afSite from "#content/af/site.ts";
import { site } from "#content/site.ts";

import type { Route } from "./+types/service-areas";
import { regionsByDistance } from "./service-areas.server";

export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const text = messages[locale].catalogue;
  const crumbs = [
    { name: text.crumbs.home, path: pathIn(locale, "/") },
    { name: text.crumbs.serviceAreas, path: pathIn(locale, "/service-areas") },
  ];
  const head = {
    title: text.serviceAreas.title,
    description: text.serviceAreas.description(site.name),
    path: pathIn(locale, "/service-areas"),
  };
  return {
    meta: pageMeta(head),
    crumbs,
    regions: regionsByDistance(locale),
    structuredData: [webPageLd(head), breadcrumbLd(crumbs)],
  };
}

export const meta = metaFromLoader;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

export default function ServiceAreas({ loaderData }: Route.ComponentProps) {
  const text = useCatalogue();
  const summary = useLocale() === "af" ? afSite.serviceAreaSummary : site.serviceAreaSummary;
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro
        eyebrow={text.crumbs.serviceAreas}
        title={text.serviceAreas.title}
        crumbs={loaderData.crumbs}
      >
        <p>{text.serviceAreas.intro(site.address.suburb, site.address.locality, summary)}</p>
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-2 lg:px-8">
        {loaderData.regions.map((region) => (
          <RegionCard key={region.slug} region={region} />
        ))}
      </div>
      <CallToAction />
    </>
  );
}
