import { Link } from "react-router";

import { CallToAction } from "#app/components/call-to-action.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { notFound } from "#app/lib/http.ts";
import { notFoundMeta, pageMeta } from "#app/lib/meta.ts";
import { areasOf, getRegion } from "#content/index.ts";
import { paths } from "#content/paths.ts";

import type { Route } from "./+types/region";

export function loader({ params }: Route.LoaderArgs) {
  const region = getRegion(params.regionSlug);
  if (!region) notFound();
  return {
    region,
    areas: areasOf(region.slug).map((area) => ({
      name: area.name,
      summary: area.summary,
      to: paths.area(area),
    })),
  };
}

export const meta = ({ data }: Route.MetaArgs) =>
  data
    ? pageMeta({
        title: `Electricians in the ${data.region.name}`,
        description: data.region.summary,
        path: paths.region(data.region.slug),
      })
    : notFoundMeta;

export default function RegionPage({ loaderData: { region, areas } }: Route.ComponentProps) {
  return (
    <>
      <PageIntro eyebrow="Service areas" title={`Electricians in the ${region.name}`}>
        <p>{region.intro}</p>
      </PageIntro>
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 className="text-2xl font-bold text-brand-900">Suburbs we cover</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {areas.map((area) => (
            <li key={area.to} className="rounded-lg border border-slate-200 p-4">
              <h3 className="font-semibold">
                <Link to={area.to} className="text-brand-700 hover:underline">
                  {area.name}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-slate-600">{area.summary}</p>
            </li>
          ))}
        </ul>
      </div>
      <CallToAction />
    </>
  );
}
