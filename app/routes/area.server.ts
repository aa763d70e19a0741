import { cardOf, langOf } from "#app/lib/edition-links.server.ts";
import { formatDate } from "#app/lib/format.server.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd, serviceLd, webPageLd } from "#app/lib/structured-data.server.ts";
import { pathIn, type Locale } from "#common/i18n/locale.ts";
import { messages } from "#common/i18n/messages.ts";
import { postsIn, shownArea, shownRegion, shownService } from "#content/editions.ts";
import { caseStudiesFor, shownTestimonials } from "#content/index.ts";
import { paths } from "#content/paths.ts";
import type { Area, Region } from "#content/schema.ts";

/** A suburb's page: its services, nearby suburbs, articles and the proof of work done there. */
export function areaPageData(area: Area, region: Region, locale: Locale) {
  const text = messages[locale].catalogue;
  const path = pathIn(locale, paths.area(area));
  const regionLink = shownRegion(locale, region.slug)!;
  const crumbs = [
    { name: text.crumbs.home, path: pathIn(locale, "/") },
    { name: text.crumbs.serviceAreas, path: pathIn(locale, "/service-areas") },
    { name: regionLink.entry.name, path: regionLink.path },
    { name: area.name, path },
  ];
  const title = text.area.title(area.name);
  return {
    area,
    meta: pageMeta({ title, description: area.summary, path }),
    path,
    crumbs,
    region: {
      name: regionLink.entry.name,
      to: regionLink.path,
      lang: langOf(regionLink.locale, locale),
    },
    travel: text.travel(area.travelMinutes),
    services: area.services.map((slug) =>
      cardOf(locale, shownService(locale, slug)!, (service) => ({
        title: service.title,
        text: service.summary,
      })),
    ),
    nearby: area.nearby.map((slug) =>
      cardOf(locale, shownArea(locale, slug)!, (other) => ({
        title: other.name,
        meta: text.travel(other.travelMinutes),
      })),
    ),
    posts: postsIn(locale)
      .filter((post) => post.areas.includes(area.slug))
      .map((post) => ({
        to: pathIn(locale, paths.post(post.slug)),
        title: post.title,
        meta: formatDate(post.published, locale),
      })),
    // Case studies and testimonials are in the words they were written or said in: English.
    caseStudies: caseStudiesFor({ area: area.slug }).map((study) => ({
      to: `/case-studies#${study.slug}`,
      example: study.example,
      title: study.title,
      text: study.summary,
      lang: langOf("en", locale),
    })),
    testimonials: shownTestimonials
      .filter((testimonial) => testimonial.area === area.slug)
      .map(({ quote, name, example }) => ({ quote, name, example })),
    structuredData: [
      webPageLd({ title, description: area.summary, path }),
      serviceLd({ title, summary: area.summary, path, areaNames: [area.name] }),
      breadcrumbLd(crumbs),
    ],
  };
}
