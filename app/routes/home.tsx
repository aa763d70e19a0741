import { Link } from "react-router";

import { CallToAction } from "#app/components/call-to-action.tsx";
import { ContactActions } from "#app/components/contact-actions.tsx";
import { Icon } from "#app/components/icon.tsx";
import { LinkCards } from "#app/components/link-cards.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { ExampleTag } from "#app/components/tag.tsx";
import { formatDate } from "#app/lib/format.server.ts";
import { readingPage } from "#app/lib/hydration.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { businessLd } from "#app/lib/structured-data.server.ts";
import { homeBadge, homeCopy, homeReasons } from "#content/home.ts";
import { getImage } from "#content/images.ts";
import {
  allAreas,
  shownCaseStudies,
  allPosts,
  allRegions,
  shownTestimonials,
  areasOf,
  requireArea,
  requireService,
} from "#content/index.ts";
import { paths } from "#content/paths.ts";
import { site } from "#content/site.ts";
import { featuredServices } from "#content/taxonomy.ts";

import type { Route } from "./+types/home";

export function loader() {
  return {
    meta: pageMeta({
      title: `Electricians in Cape Town | ${site.name}, Bishop Lavis`,
      description: `${homeBadge()}, based in Bishop Lavis and serving Cape Town: repairs, installations, solar, CoCs and 24/7 emergency call-outs.`,
      path: "/",
    }),
    reasons: homeReasons(),
    copy: homeCopy(),
    badge: homeBadge(),
    hero: getImage("hero"),
    services: featuredServices.map((slug) => {
      const service = requireService(slug);
      return { to: paths.service(slug), title: service.title, text: service.summary };
    }),
    regions: allRegions.map((region) => ({
      to: paths.region(region.slug),
      name: region.name,
      areas: areasOf(region.slug).map((area) => ({ to: paths.area(area), name: area.name })),
    })),
    caseStudies: shownCaseStudies.slice(0, 3).map((study) => ({
      to: `/case-studies#${study.slug}`,
      example: study.example,
      title: study.title,
      text: study.summary,
      meta: requireArea(study.area).name,
    })),
    testimonials: shownTestimonials.slice(0, 3).map((testimonial) => ({
      quote: testimonial.quote,
      name: testimonial.name,
      example: testimonial.example,
      areaName: requireArea(testimonial.area).name,
    })),
    posts: allPosts.slice(0, 3).map((post) => ({
      to: paths.post(post.slug),
      title: post.title,
      text: post.description,
      meta: formatDate(post.published),
    })),
    structuredData: businessLd(allAreas.map((area) => area.name)),
  };
}

export const meta = metaFromLoader;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

const reasonIcons = {
  clock: "clock",
  certificate: "certificate",
  quote: "check-circle",
  nearby: "map-pin",
} as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { badge, reasons, copy, hero, services, regions, caseStudies, testimonials, posts } =
    loaderData;
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <section className="bg-brand-900 text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:px-8 lg:py-20">
          <div>
            <p className="text-sm font-semibold tracking-wide text-spark-400 uppercase">{badge}</p>
            <h1 className="mt-2 text-4xl font-bold text-balance sm:text-5xl">
              Cape Town electricians, based in Bishop Lavis
            </h1>
            <p className="mt-6 text-lg text-slate-200">{copy.hero}</p>
            <div className="mt-8">
              <ContactActions tone="dark" />
            </div>
          </div>
          <ResponsiveImage
            image={hero}
            priority
            sizes="(min-width: 768px) 50vw, 100vw"
            className="w-full rounded-2xl"
          />
        </div>
      </section>

      <section aria-labelledby="emergency" className="bg-spark-500 text-brand-900">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <div className="flex items-start gap-3">
            <Icon name="siren" className="mt-1 size-6 shrink-0" />
            <div>
              <h2 id="emergency" className="text-xl font-bold">
                Electrical emergency? We answer 24/7.
              </h2>
              <p>{copy.emergency}</p>
            </div>
          </div>
          <div className="flex flex-wrap gap-3">
            <a
              href={`tel:${site.phone.e164}`}
              className="rounded-md bg-brand-900 px-5 py-3 font-semibold text-white hover:bg-brand-800"
            >
              Call {site.phone.display}
            </a>
            <Link
              to={paths.service("emergency-electrical-services")}
              className="rounded-md border border-brand-900 px-5 py-3 font-semibold hover:bg-white/30"
            >
              Emergency service
            </Link>
          </div>
        </div>
      </section>

      <Section id="services" title="What we do" intro={copy.services}>
        <LinkCards cards={services} columns={3} />
        <p className="mt-6">
          <Link to="/services" className="font-semibold text-brand-700 underline">
            View all services
          </Link>
        </p>
      </Section>

      <Section id="why" title="Why call us" tone="tint">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map(({ icon, title, text }) => {
            return (
              <li key={title}>
                <Icon name={reasonIcons[icon]} className="size-8 text-brand-600" />
                <h3 className="mt-2 font-semibold text-brand-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-700">{text}</p>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="areas" title="Where we work" intro={copy.areas}>
        <div className="grid gap-6 md:grid-cols-3">
          {regions.map((region) => (
            <div key={region.to}>
              <h3 className="font-semibold">
                <Link to={region.to} className="text-brand-700 hover:underline">
                  {region.name}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-slate-600">
                {region.areas.map((area, index) => (
                  <span key={area.to}>
                    {index > 0 && ", "}
                    <Link to={area.to} className="hover:text-brand-700 hover:underline">
                      {area.name}
                    </Link>
                  </span>
                ))}
              </p>
            </div>
          ))}
        </div>
      </Section>

      {(caseStudies.length > 0 || testimonials.length > 0) && (
        <Section id="work" title="Recent jobs" tone="tint">
          {caseStudies.length > 0 && <LinkCards cards={caseStudies} columns={3} />}
          {testimonials.length > 0 && (
            <div className="mt-8 grid gap-6 md:grid-cols-3">
              {testimonials.map((testimonial) => (
                <figure key={testimonial.quote} className="rounded-lg bg-white p-5 shadow-sm">
                  {testimonial.example && <ExampleTag />}
                  <blockquote className="text-slate-700">“{testimonial.quote}”</blockquote>
                  <figcaption className="mt-3 text-sm font-medium text-slate-600">
                    {testimonial.name}, {testimonial.areaName}
                  </figcaption>
                </figure>
              ))}
            </div>
          )}
        </Section>
      )}

      <Section id="advice" title="Advice from our electricians">
        <LinkCards cards={posts} columns={3} />
        <p className="mt-6">
          <Link to="/blog" className="font-semibold text-brand-700 underline">
            All articles
          </Link>
        </p>
      </Section>

      <CallToAction />
    </>
  );
}
