import { Link } from "react-router";

import { CallToAction } from "#app/components/call-to-action.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { notFound } from "#app/lib/http.ts";
import { notFoundMeta, pageMeta } from "#app/lib/meta.ts";
import { getArea, getRegion } from "#content/index.ts";
import { paths } from "#content/paths.ts";

import type { Route } from "./+types/area";

export function loader({ params }: Route.LoaderArgs) {
  const area = getArea(params.regionSlug, params.areaSlug);
  const region = getRegion(params.regionSlug);
  if (!area || !region) notFound();
  return { area, region: { name: region.name, to: paths.region(region.slug) } };
}

export const meta = ({ data }: Route.MetaArgs) =>
  data
    ? pageMeta({
        title: `Electricians in ${data.area.name}`,
        description: data.area.summary,
        path: paths.area(data.area),
      })
    : notFoundMeta;

export default function AreaPage({ loaderData: { area, region } }: Route.ComponentProps) {
  return (
    <>
      <PageIntro eyebrow={region.name} title={`Electricians in ${area.name}`}>
        <p>{area.intro}</p>
        <p className="mt-4 text-base">
          <Link to={region.to} className="font-semibold text-brand-700 underline">
            More areas in the {region.name}
          </Link>
        </p>
      </PageIntro>
      <CallToAction />
    </>
  );
}
