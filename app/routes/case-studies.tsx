import { Link } from "react-router";

import { CallToAction } from "#app/components/call-to-action.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { ExampleTag } from "#app/components/tag.tsx";
import { readingPage } from "#app/lib/hydration.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd } from "#app/lib/structured-data.server.ts";
import { getImage } from "#content/images.ts";
import { emptyPagePaths, requireArea, requireService, shownCaseStudies } from "#content/index.ts";
import { paths } from "#content/paths.ts";
import { site } from "#content/site.ts";

import type { Route } from "./+types/case-studies";

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
    studies: shownCaseStudies.map((study) => {
      const area = requireArea(study.area);
      return {
        ...study,
        image: study.image ? getImage(study.image) : undefined,
        areaLink: { to: paths.area(area), name: area.name },
        serviceLinks: study.services.map((slug) => ({
          to: paths.service(slug),
          name: requireService(slug).title,
        })),
      };
    }),
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
        {loaderData.studies.length === 0 && (
          <p className="max-w-3xl text-lg text-slate-700" data-testid="no-case-studies">
            No write-ups yet: the first will appear here once a customer has agreed to it. Until
            then, each{" "}
            <Link to="/services" className="font-semibold text-brand-700 underline">
              service page
            </Link>{" "}
            explains how that kind of job is done, step by step, and what it needs to pass its
            certificate.
          </p>
        )}
        {loaderData.studies.map((study) => (
          <article
            key={study.slug}
            id={study.slug}
            aria-labelledby={`${study.slug}-title`}
            className="grid scroll-mt-24 gap-6 rounded-xl border border-slate-200 p-6 md:grid-cols-3"
          >
            <div className="md:col-span-2">
              {study.example && <ExampleTag />}
              <p className="text-sm text-slate-500">
                <Link to={study.areaLink.to} className="hover:underline">
                  {study.areaLink.name}
                </Link>{" "}
                · {study.duration}
              </p>
              <h2 id={`${study.slug}-title`} className="mt-1 text-2xl font-bold text-brand-900">
                {study.title}
              </h2>
              <h3 className="mt-5 font-semibold text-brand-900">The call</h3>
              <p className="mt-1 text-slate-700">{study.problem}</p>
              <h3 className="mt-4 font-semibold text-brand-900">What we found</h3>
              <p className="mt-1 text-slate-700">{study.found}</p>
              <h3 className="mt-4 font-semibold text-brand-900">What we did</h3>
              {study.work.map((paragraph) => (
                <p key={paragraph} className="mt-1 text-slate-700">
                  {paragraph}
                </p>
              ))}
              <h3 className="mt-4 font-semibold text-brand-900">The result</h3>
              <p className="mt-1 text-slate-700">{study.result}</p>
              <p className="mt-4 text-sm text-slate-600">
                Services:{" "}
                {study.serviceLinks.map((service, index) => (
                  <span key={service.to}>
                    {index > 0 && ", "}
                    <Link to={service.to} className="font-semibold text-brand-700 underline">
                      {service.name}
                    </Link>
                  </span>
                ))}
              </p>
            </div>
            {study.image && (
              <ResponsiveImage
                image={study.image}
                sizes="(min-width: 768px) 30vw, 100vw"
                className="w-full rounded-lg"
              />
            )}
          </article>
        ))}
      </div>
      <CallToAction />
    </>
  );
}
