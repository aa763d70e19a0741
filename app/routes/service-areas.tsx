import { Link } from "react-router";

import { CallToAction } from "#app/components/call-to-action.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { allRegions, areasOf } from "#content/index.ts";
import { paths } from "#content/paths.ts";
import { site } from "#content/site.ts";

import type { Route } from "./+types/service-areas";

export function loader() {
  return {
    regions: allRegions.map((region) => ({
      slug: region.slug,
      name: region.name,
      summary: region.summary,
      to: paths.region(region.slug),
      areas: areasOf(region.slug).map((area) => ({ name: area.name, to: paths.area(area) })),
    })),
  };
}

export const meta = () =>
  pageMeta({
    title: "Areas we serve in Cape Town",
    description: `${site.name} works across the Cape Metro from Bishop Lavis: the Northern Suburbs, Cape Flats, City Bowl, Southern Suburbs and Atlantic Seaboard.`,
    path: "/service-areas",
  });

export default function ServiceAreas({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro eyebrow="Service areas" title="Areas we serve in Cape Town">
        <p>
          Our workshop is in {site.address.suburb}, {site.address.locality}, close to the N2 and the
          Northern Suburbs, so we reach most of {site.serviceAreaSummary} the same day.
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-2 lg:px-8">
        {loaderData.regions.map((region) => (
          <section key={region.slug} className="rounded-lg border border-slate-200 p-5">
            <h2 className="text-xl font-bold">
              <Link to={region.to} className="text-brand-700 hover:underline">
                {region.name}
              </Link>
            </h2>
            <p className="mt-2 text-sm text-slate-600">{region.summary}</p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {region.areas.map((area) => (
                <li key={area.to}>
                  <Link
                    to={area.to}
                    className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 hover:bg-brand-100"
                  >
                    {area.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <CallToAction />
    </>
  );
}
