/**
 * schema.org JSON-LD for search engines, built from the site config and content. Deliberately no
 * AggregateRating or Review: ratings of yourself on your own site are treated as self-serving.
 */
import type { Crumb } from "#app/components/breadcrumbs.tsx";
import type { JsonLd } from "#app/components/seo/json-ld.tsx";
import { languageTags, localeOfPath } from "#common/i18n/locale.ts";
import { business, confirmed } from "#content/business.ts";
import { absoluteUrl, formatAddress, site } from "#content/site.ts";

export const businessId = absoluteUrl("/#business");

const allDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

export function businessLd(areaNames: string[]): JsonLd {
  const { address } = site;
  const founded = confirmed(business.foundedYear);
  return {
    "@context": "https://schema.org",
    "@type": "Electrician",
    "@id": businessId,
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: absoluteUrl("/"),
    telephone: site.phone.e164,
    email: site.email,
    logo: absoluteUrl("/favicon.svg"),
    ...(founded === undefined ? {} : { foundingDate: String(founded) }),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: `${address.suburb}, ${address.locality}, ${address.city}`,
      addressRegion: address.province,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: site.geo.latitude,
      longitude: site.geo.longitude,
    },
    openingHoursSpecification: site.hours.map((hours) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: hours.days,
      opens: hours.opens,
      closes: hours.closes,
    })),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "emergency",
      telephone: site.phone.e164,
      areaServed: "ZA",
      hoursAvailable: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: allDays,
        opens: "00:00",
        closes: "23:59",
      },
    },
    areaServed: [
      { "@type": "City", name: address.city },
      ...areaNames.map((name) => ({ "@type": "Place", name: `${name}, ${address.city}` })),
    ],
    hasMap: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(formatAddress())}`,
  };
}

export function breadcrumbLd(crumbs: Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/**
 * The page itself, so that search engines read its language (a Service or a BreadcrumbList has no
 * inLanguage of its own): the Afrikaans edition of a page is af-ZA.
 */
export function webPageLd(page: { title: string; description: string; path: string }): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: page.title,
    description: page.description,
    url: absoluteUrl(page.path),
    inLanguage: languageTags[localeOfPath(page.path)],
    isPartOf: { "@type": "WebSite", name: site.name, url: absoluteUrl("/") },
  };
}

export function serviceLd(service: {
  title: string;
  summary: string;
  path: string;
  areaNames: string[];
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    serviceType: service.title,
    description: service.summary,
    url: absoluteUrl(service.path),
    provider: { "@type": "Electrician", "@id": businessId, name: site.name },
    areaServed: service.areaNames.length
      ? service.areaNames.map((name) => ({ "@type": "Place", name: `${name}, Cape Town` }))
      : { "@type": "City", name: site.address.city },
  };
}

export function blogPostingLd(post: {
  title: string;
  description: string;
  path: string;
  published: string;
  updated?: string;
  image?: string;
  wordCount: number;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: post.published,
    dateModified: post.updated ?? post.published,
    wordCount: post.wordCount,
    inLanguage: languageTags[localeOfPath(post.path)],
    mainEntityOfPage: absoluteUrl(post.path),
    ...(post.image ? { image: absoluteUrl(post.image) } : {}),
    author: { "@type": "Organization", name: site.name, url: absoluteUrl("/") },
    publisher: {
      "@type": "Organization",
      name: site.name,
      logo: { "@type": "ImageObject", url: absoluteUrl("/favicon.svg") },
    },
  };
}

export function faqPageLd(items: { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
