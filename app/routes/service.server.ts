import { formatDate } from "#app/lib/format.server.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd, serviceLd } from "#app/lib/structured-data.server.ts";
import { getImage } from "#content/images.ts";
import {
  allRegions,
  areasForService,
  caseStudiesFor,
  postsForService,
  requireService,
} from "#content/index.ts";
import { paths } from "#content/paths.ts";
import { servicePrices } from "#content/prices.ts";
import type { Service } from "#content/schema.ts";
import { serviceGroupImages } from "#content/taxonomy.ts";

/** A service's page, also when it is reached by an alias slug. */
export function servicePageData(service: Service) {
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
