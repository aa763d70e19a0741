import { Link } from "react-router";

import { CallToAction } from "#app/components/call-to-action.tsx";
import { ChipLinks } from "#app/components/chips.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { readingPage } from "#app/lib/hydration.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd } from "#app/lib/structured-data.server.ts";
import { allRegions, areasOf } from "#content/index.ts";
import { paths } from "#content/paths.ts";
import { site } from "#content/site.ts";

import type { Route } from "./+types/service-areas";

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
    regions: allRegions
      .map((region) => {
        const areas = areasOf(region.slug).sort((a, b) => a.travelMinutes - b.travelMinutes);
        return {
          slug: region.slug,
          name: region.name,
          summary: region.summary,
          to: paths.region(region.slug),
          nearest: areas[0]?.travelMinutes ?? 0,
          areas: areas.map((area) => ({ name: area.name, to: paths.area(area) })),
        };
      })
      .sort((a, b) => a.nearest - b.nearest),
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
          <section
            key={region.slug}
            aria-labelledby={`region-${region.slug}`}
            className="rounded-lg border border-slate-200 p-5"
          >
            <h2 id={`region-${region.slug}`} className="text-xl font-bold">
              <Link to={region.to} className="text-brand-700 hover:underline">
                {region.name}
              </Link>
            </h2>
            <p className="mt-2 text-sm text-slate-600">{region.summary}</p>
            <div className="mt-3">
              <ChipLinks links={region.areas.map((area) => ({ to: area.to, label: area.name }))} />
            </div>
          </section>
        ))}
      </div>
      <CallToAction />
    </>
  );
}
