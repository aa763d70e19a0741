import { CallToAction } from "#app/components/call-to-action.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { RegionCard } from "#app/features/areas/region-card.tsx";
import { readingPage } from "#app/lib/hydration.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd } from "#app/lib/structured-data.server.ts";
import { site } from "#content/site.ts";

import type { Route } from "./+types/service-areas";
import { regionsByDistance } from "./service-areas.server";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Service areas", path: "/service-areas" },
];

export function loader() {
  return {
    meta: pageMeta({
      title: "Areas we serve in Cape Town",
      description: `${site.name} works across the Cape Metro from Bishop Lavis: Cape Flats, Northern Suburbs, City Bowl, Southern Suburbs, Atlantic Seaboard and South Peninsula.`,
      path: "/service-areas",
    }),
    regions: regionsByDistance(),
    structuredData: breadcrumbLd(crumbs),
  };
}

export const meta = metaFromLoader;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

export default function ServiceAreas({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro eyebrow="Service areas" title="Areas we serve in Cape Town" crumbs={crumbs}>
        <p>
          Our workshop is in {site.address.suburb}, {site.address.locality}, close to the N2 and the
          Northern Suburbs. Most of {site.serviceAreaSummary} is within 45 minutes, and we plan
          visits to the far side of the mountain so that travel does not land on your bill.
        </p>
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
