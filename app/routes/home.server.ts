import { langOf, linkTo } from "#app/lib/edition-links.server.ts";
import { formatDate } from "#app/lib/format.server.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { businessLd, webPageLd } from "#app/lib/structured-data.server.ts";
import { pathIn, type Locale } from "#common/i18n/locale.ts";
import { messages } from "#common/i18n/messages.ts";
import * as afHome from "#content/af/home.ts";
import { description as afDescription } from "#content/af/site.ts";
import { postsIn, shownAreasOf, shownRegions, shownService } from "#content/editions.ts";
import * as enHome from "#content/home.ts";
import { getImage } from "#content/images.ts";
import {
  allAreas,
  allPosts,
  requireArea,
  shownCaseStudies,
  shownTestimonials,
} from "#content/index.ts";
import { paths } from "#content/paths.ts";
import { site } from "#content/site.ts";
import { featuredServices } from "#content/taxonomy.ts";

/** The home page: the featured services, every region with its suburbs, the newest proof and advice. */
export function homePageData(locale: Locale = "en") {
  const home = locale === "af" ? afHome : enHome;
  const t = messages[locale].pages.home;
  const badge = home.homeBadge();
  const hero = getImage("hero");
  // The posts written in the page's language; the English ones while none has been written.
  const ownPosts = postsIn(locale);
  const posts = ownPosts.length > 0 ? ownPosts : allPosts;
  const postLang = langOf(ownPosts.length > 0 ? locale : "en", locale);
  const proofLang = langOf("en", locale);
  const emergency = shownService(locale, "emergency-electrical-services")!;
  const head = {
    title: t.metaTitle({ name: site.name, locality: site.address.locality }),
    description: t.metaDescription({ badge, locality: site.address.locality }),
    path: pathIn(locale, "/"),
  };
  return {
    meta: pageMeta(head),
    reasons: home.homeReasons(),
    copy: home.homeCopy(),
    badge,
    hero: locale === "af" ? { ...hero, alt: afHome.heroAlt } : hero,
    emergencyService: { to: emergency.path, lang: langOf(emergency.locale, locale) },
    allServices: linkTo(locale, "/services"),
    allArticles: linkTo(locale, "/blog"),
    services: featuredServices.map((slug) => {
      const shown = shownService(locale, slug)!;
      return {
        to: shown.path,
        title: shown.entry.title,
        text: shown.entry.summary,
        lang: langOf(shown.locale, locale),
      };
    }),
    regions: shownRegions(locale).map((region) => ({
      to: region.path,
      name: region.entry.name,
      lang: langOf(region.locale, locale),
      areas: shownAreasOf(locale, region.entry.slug).map((area) => ({
        to: area.path,
        name: area.entry.name,
        // A suburb's name is the same in both languages: only the link is marked.
        hrefLang: langOf(area.locale, locale),
      })),
    })),
    caseStudies: shownCaseStudies.slice(0, 3).map((study) => ({
      to: `/case-studies#${study.slug}`,
      example: study.example,
      title: study.title,
      text: study.summary,
      meta: requireArea(study.area).name,
      lang: proofLang,
    })),
    testimonials: shownTestimonials.slice(0, 3).map((testimonial) => ({
      quote: testimonial.quote,
      name: testimonial.name,
      example: testimonial.example,
      areaName: requireArea(testimonial.area).name,
      lang: proofLang,
    })),
    posts: posts.slice(0, 3).map((post) => ({
      to: postLang ? paths.post(post.slug) : pathIn(locale, paths.post(post.slug)),
      title: post.title,
      text: post.description,
      meta: formatDate(post.published, locale),
      lang: postLang,
    })),
    structuredData: [
      webPageLd(head),
      locale === "af"
        ? { ...businessLd(allAreas.map((area) => area.name)), description: afDescription }
        : businessLd(allAreas.map((area) => area.name)),
    ],
  };
}
