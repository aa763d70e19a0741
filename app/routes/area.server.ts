import { formatDate, formatTravelTime } from "#app/lib/format.server.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd, serviceLd } from "#app/lib/structured-data.server.ts";
import {
  shownTestimonials,
  caseStudiesFor,
  postsForArea,
  requireArea,
  requireService,
} from "#content/index.ts";
import { paths } from "#content/paths.ts";
import type { Area, Region } from "#content/schema.ts";

/** A suburb's page: its services, nearby suburbs, articles and the proof of work done there. */
export function areaPageData(area: Area, region: Region) {
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
