import { CallToAction } from "#app/components/call-to-action.tsx";
import { ChipLinks } from "#app/components/chips.tsx";
import { ContactActions } from "#app/components/contact-actions.tsx";
import { FaqList } from "#app/components/faq-list.tsx";
import { LinkCards } from "#app/components/link-cards.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { formatDate } from "#app/lib/format.server.ts";
import { notFound } from "#app/lib/http.server.ts";
import { readingPage } from "#app/lib/hydration.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd, serviceLd } from "#app/lib/structured-data.server.ts";
import { getImage } from "#content/images.ts";
import {
  allRegions,
  areasForService,
  caseStudiesFor,
  getService,
  postsForService,
  requireService,
} from "#content/index.ts";
import { paths } from "#content/paths.ts";
import { servicePrices } from "#content/prices.ts";
import { serviceGroupImages } from "#content/taxonomy.ts";

import type { Route } from "./+types/service";

export function loader({ params }: Route.LoaderArgs) {
  const found = getService(params.slug);
  if (!found) notFound();
  const { service } = found;
  const path = paths.service(service.slug);
  const areas = areasForService(service.slug);
  const image = getImage(service.image ?? serviceGroupImages[service.group]);
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Services", path: "/services" },
    { name: service.title, path },
  ];
  return {
    service,
    meta: pageMeta({
      title: service.title,
      description: service.summary,
      // An alias slug shows this page, but search engines are pointed at the canonical one.
      path,
      image: image.src,
    }),
    path,
    crumbs,
    image,
    related: service.related.map((slug) => {
      const other = requireService(slug);
      return { to: paths.service(slug), title: other.title, text: other.summary };
    }),
    areas: areas.map((area) => ({ to: paths.area(area), title: area.name })),
    regions: allRegions.map((region) => ({ to: paths.region(region.slug), title: region.name })),
    posts: postsForService(service.slug)
      .slice(0, 4)
      .map((post) => ({
        to: paths.post(post.slug),
        title: post.title,
        meta: formatDate(post.published),
      })),
    prices: servicePrices(service.slug),
    caseStudies: caseStudiesFor({ service: service.slug }).map((study) => ({
      to: `/case-studies#${study.slug}`,
      example: study.example,
      title: study.title,
      text: study.summary,
    })),
    structuredData: [
      serviceLd({
        title: service.title,
        summary: service.summary,
        path,
        areaNames: areas.map((area) => area.name),
      }),
      breadcrumbLd(crumbs),
    ],
  };
}

export const meta = metaFromLoader;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, crumbs, image, related, areas, regions, posts, prices, caseStudies } =
    loaderData;
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro
        eyebrow="Services"
        title={service.title}
        crumbs={crumbs}
        aside={
          <ResponsiveImage
            image={image}
            priority
            sizes="(min-width: 768px) 40vw, 100vw"
            className="w-full rounded-xl"
          />
        }
      >
        <p>{service.intro}</p>
        <ContactActions topic={service.title} />
      </PageIntro>

      <Section id="when" title="When you need this">
        <ul className="grid gap-3 md:grid-cols-2">
          {service.signs.map((sign) => (
            <li key={sign} className="flex gap-3 rounded-lg bg-slate-50 p-4 text-slate-700">
              <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-spark-500" />
              {sign}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="steps" title="What the job involves" tone="tint">
        <ol className="space-y-4">
          {service.steps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-900 font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-brand-900">{step.title}</h3>
                <p className="mt-1 text-slate-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="compliance" title="Safety and compliance">
        <div className="max-w-3xl space-y-4 text-slate-700">
          {service.compliance.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      {prices && (
        <Section id="prices" title="Price guide" intro={`Our prices ${prices.terms}.`}>
          <dl className="grid max-w-2xl gap-x-6 gap-y-2 sm:grid-cols-[1fr_auto]">
            {prices.lines.map((line) => (
              <div key={line.label} className="contents">
                <dt className="text-slate-700">{line.label}</dt>
                <dd className="font-semibold text-brand-900">{line.price}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 max-w-3xl text-slate-700">
            A guide, not a quote: the price of your job depends on what we find, and you have it in
            writing before we start.
          </p>
        </Section>
      )}

      <Section id="questions" title="Questions customers ask" tone="tint">
        <FaqList items={service.faqs} />
      </Section>

      {caseStudies.length > 0 && (
        <Section id="case-studies" title="Jobs like this we have done">
          <LinkCards cards={caseStudies} />
        </Section>
      )}

      <Section
        id="areas"
        title="Where we do this work"
        intro={
          areas.length > 0
            ? "We do this work across Cape Town. These are the suburbs where it is asked for most:"
            : "We do this work across Cape Town, from our workshop in Bishop Lavis:"
        }
      >
        <ChipLinks
          links={(areas.length > 0 ? areas : regions).map((place) => ({
            to: place.to,
            label: place.title,
          }))}
        />
      </Section>

      {posts.length > 0 && (
        <Section id="reading" title="Further reading" tone="tint">
          <LinkCards cards={posts} />
        </Section>
      )}

      <Section id="related" title="Related services">
        <LinkCards cards={related} columns={3} />
      </Section>

      <CallToAction topic={service.title} />
    </>
  );
}
