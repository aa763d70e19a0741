import { formatDate } from "#app/lib/format.server.ts";
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

/** The home page: the featured services, every region with its suburbs, the newest proof and advice. */
export function homePageData() {
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
