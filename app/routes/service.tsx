import { CallToAction } from "#app/components/call-to-action.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { notFound } from "#app/lib/http.ts";
import { notFoundMeta, pageMeta } from "#app/lib/meta.ts";
import { getService } from "#content/index.ts";
import { paths } from "#content/paths.ts";

import type { Route } from "./+types/service";

export function loader({ params }: Route.LoaderArgs) {
  const found = getService(params.slug);
  if (!found) notFound();
  return { service: found.service };
}

export const meta = ({ data }: Route.MetaArgs) =>
  data
    ? pageMeta({
        title: data.service.title,
        description: data.service.summary,
        // An alias slug shows this page, but search engines are pointed at the canonical one.
        path: paths.service(data.service.slug),
      })
    : notFoundMeta;

export default function Service({ loaderData: { service } }: Route.ComponentProps) {
  return (
    <>
      <PageIntro eyebrow="Services" title={service.title}>
        <p>{service.intro}</p>
      </PageIntro>
      <CallToAction />
    </>
  );
}
