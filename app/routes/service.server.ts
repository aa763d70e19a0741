import { cardOf, langOf } from "#app/lib/edition-links.server.ts";
import { formatDate } from "#app/lib/format.server.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd, serviceLd, webPageLd } from "#app/lib/structured-data.server.ts";
import { pathIn, type Locale } from "#common/i18n/locale.ts";
import { messages } from "#common/i18n/messages.ts";
import { postsIn, shownArea, shownRegions, shownService } from "#content/editions.ts";
import { getImage } from "#content/images.ts";
import { areasForService, caseStudiesFor } from "#content/index.ts";
import { paths } from "#content/paths.ts";
import { servicePrices } from "#content/prices.ts";
import type { Service } from "#content/schema.ts";
import { serviceGroupImages } from "#content/taxonomy.ts";

/** A service's page, also when it is reached by an alias slug. */
export function servicePageData(service: Service, locale: Locale) {
  const text = messages[locale].catalogue;
  const path = pathIn(locale, paths.service(service.slug));
  const areas = areasForService(service.slug);
  const image = getImage(service.image ?? serviceGroupImages[service.group]);
  const crumbs = [
    { name: text.crumbs.home, path: pathIn(locale, "/") },
    { name: text.crumbs.services, path: pathIn(locale, "/services") },
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
    related: service.related.map((slug) =>
      cardOf(locale, shownService(locale, slug)!, (other) => ({
        title: other.title,
        text: other.summary,
      })),
    ),
    areas: areas.map((area) =>
      cardOf(locale, shownArea(locale, area.slug)!, (shown) => ({ title: shown.name })),
    ),
    regions: shownRegions(locale).map((region) =>
      cardOf(locale, region, (shown) => ({ title: shown.name })),
    ),
    posts: postsIn(locale)
      .filter((post) => post.services.includes(service.slug))
      .slice(0, 4)
      .map((post) => ({
        to: pathIn(locale, paths.post(post.slug)),
        title: post.title,
        meta: formatDate(post.published, locale),
      })),
    prices: servicePrices(service.slug, locale),
    // Case studies are written in English only.
    caseStudies: caseStudiesFor({ service: service.slug }).map((study) => ({
      to: `/case-studies#${study.slug}`,
      example: study.example,
      title: study.title,
      text: study.summary,
      lang: langOf("en", locale),
    })),
    structuredData: [
      webPageLd({ title: service.title, description: service.summary, path }),
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
