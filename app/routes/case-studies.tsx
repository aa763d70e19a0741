import { CallToAction } from "#app/components/call-to-action.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { CaseStudy } from "#app/features/case-studies/case-study.tsx";
import { NoCaseStudies } from "#app/features/case-studies/no-case-studies.tsx";
import { readingPage } from "#app/lib/hydration.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd } from "#app/lib/structured-data.server.ts";
import { emptyPagePaths } from "#content/index.ts";
import { site } from "#content/site.ts";

import type { Route } from "./+types/case-studies";
import { caseStudyEntries } from "./case-studies.server";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Case studies", path: "/case-studies" },
];

export function loader() {
  return {
    meta: pageMeta({
      title: "Case studies",
      description: `Electrical jobs by ${site.name} across Cape Town, told from start to finish: what the customer called about, what we found, what we did and how it turned out.`,
      path: "/case-studies",
      noindex: emptyPagePaths().includes("/case-studies"),
    }),
    studies: caseStudyEntries(),
    structuredData: breadcrumbLd(crumbs),
  };
}

export const meta = metaFromLoader;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro eyebrow="Our work" title="Case studies" crumbs={crumbs}>
        <p>
          Jobs from our files, from the first phone call to the certificate: what the customer
          noticed, what our tests showed, what we changed and how long it took. We publish a job
          only with the customer&apos;s permission.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-5xl space-y-12 px-4 py-12 sm:px-6 lg:px-8">
        {loaderData.studies.length === 0 && <NoCaseStudies />}
        {loaderData.studies.map((study) => (
          <CaseStudy key={study.slug} study={study} />
        ))}
      </div>
      <CallToAction />
    </>
  );
}
