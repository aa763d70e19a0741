import { Link } from "react-router";

import { CallToAction } from "#app/components/call-to-action.tsx";
import { ContactActions } from "#app/components/contact-actions.tsx";
import { FaqList } from "#app/components/faq-list.tsx";
import { Icon } from "#app/components/icon.tsx";
import { LinkCards } from "#app/components/link-cards.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { ExampleTag } from "#app/components/tag.tsx";
import { formatDate, formatTravelTime } from "#app/lib/format.server.ts";
import { notFound } from "#app/lib/http.server.ts";
import { readingPage } from "#app/lib/hydration.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd, serviceLd } from "#app/lib/structured-data.server.ts";
import {
  shownTestimonials,
  caseStudiesFor,
  getArea,
  getRegion,
  postsForArea,
  requireArea,
  requireService,
} from "#content/index.ts";
import { paths } from "#content/paths.ts";

import type { Route } from "./+types/area";

export function loader({ params }: Route.LoaderArgs) {
  const area = getArea(params.regionSlug, params.areaSlug);
  const region = getRegion(params.regionSlug);
  if (!area || !region) notFound();
  const path = paths.area(area);
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Service areas", path: "/service-areas" },
    { name: region.name, path: paths.region(region.slug) },
    { name: area.name, path },
  ];
  return {
    area,
    meta: pageMeta({ title: `Electricians in ${area.name}`, description: area.summary, path }),
    path,
    crumbs,
    region: { name: region.name, to: paths.region(region.slug) },
    travel: formatTravelTime(area.travelMinutes),
    services: area.services.map((slug) => {
      const service = requireService(slug);
      return { to: paths.service(slug), title: service.title, text: service.summary };
    }),
    nearby: area.nearby.map((slug) => {
      const other = requireArea(slug);
      return {
        to: paths.area(other),
        title: other.name,
        meta: formatTravelTime(other.travelMinutes),
      };
    }),
    posts: postsForArea(area.slug).map((post) => ({
      to: paths.post(post.slug),
      title: post.title,
      meta: formatDate(post.published),
    })),
    caseStudies: caseStudiesFor({ area: area.slug }).map((study) => ({
      to: `/case-studies#${study.slug}`,
      example: study.example,
      title: study.title,
      text: study.summary,
    })),
    testimonials: shownTestimonials
      .filter((testimonial) => testimonial.area === area.slug)
      .map(({ quote, name, example }) => ({ quote, name, example })),
    structuredData: [
      serviceLd({
        title: `Electricians in ${area.name}`,
        summary: area.summary,
        path,
        areaNames: [area.name],
      }),
      breadcrumbLd(crumbs),
    ],
  };
}

export const meta = metaFromLoader;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

export default function AreaPage({ loaderData }: Route.ComponentProps) {
  const { area, crumbs, region, travel, services, nearby, posts, caseStudies, testimonials } =
    loaderData;
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro eyebrow={region.name} title={`Electricians in ${area.name}`} crumbs={crumbs}>
        <p>{area.intro}</p>
        <p className="flex items-center gap-2 text-base font-medium text-brand-800">
          <Icon name="clock" className="size-4" />
          {travel} from our workshop in Bishop Lavis
        </p>
        <ContactActions />
      </PageIntro>

      <Section id="homes" title={`Homes and buildings in ${area.name}`}>
        <p className="max-w-3xl text-slate-700">{area.housing}</p>
      </Section>

      <Section id="jobs" title={`What we are called out for in ${area.name}`} tone="tint">
        <div className="max-w-3xl space-y-4 text-slate-700">
          {area.typicalJobs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section id="services" title={`Services in ${area.name}`}>
        <LinkCards cards={services} columns={3} />
      </Section>

      {(caseStudies.length > 0 || testimonials.length > 0) && (
        <Section id="proof" title="Recent work nearby" tone="tint">
          {caseStudies.length > 0 && <LinkCards cards={caseStudies} />}
          {testimonials.map((testimonial) => (
            <figure
              key={testimonial.quote}
              className="mt-4 max-w-3xl border-l-4 border-spark-500 pl-4"
            >
              {testimonial.example && <ExampleTag />}
              <blockquote className="text-slate-700">“{testimonial.quote}”</blockquote>
              <figcaption className="mt-1 text-sm text-slate-500">{testimonial.name}</figcaption>
            </figure>
          ))}
        </Section>
      )}

      {area.faqs.length > 0 && (
        <Section id="questions" title={`Questions from ${area.name}`}>
          <FaqList items={area.faqs} />
        </Section>
      )}

      {posts.length > 0 && (
        <Section id="reading" title={`Articles about ${area.name}`} tone="tint">
          <LinkCards cards={posts} />
        </Section>
      )}

      {nearby.length > 0 && (
        <Section id="nearby" title="Nearby areas we cover">
          <LinkCards cards={nearby} columns={3} />
          <p className="mt-4 text-slate-700">
            See all of the{" "}
            <Link to={region.to} className="font-semibold text-brand-700 underline">
              {region.name}
            </Link>
            .
          </p>
        </Section>
      )}

      <CallToAction />
    </>
  );
}
