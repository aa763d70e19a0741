import { linkTo } from "#app/lib/edition-links.server.ts";
import type { Locale } from "#common/i18n/locale.ts";
import * as enAbout from "#content/about.ts";
import * as afAbout from "#content/af/about.ts";
import { business, confirmed } from "#content/business.ts";
import { emptyPagePaths } from "#content/index.ts";

/**
 * What the About page may say, in the page's language: only what the owner has confirmed, and
 * whether a job is published. Its links lead to the pages of its own language where they exist.
 */
export function aboutFacts(locale: Locale = "en") {
  const about = locale === "af" ? afAbout : enAbout;
  const founded = confirmed(business.foundedYear);
  return {
    founded,
    summary: about.aboutSummary(founded),
    principles: about.workingPrinciples,
    story: confirmed(business.story) ?? [],
    credentials: about.credentialsText({
      registration: confirmed(business.contractorRegistration),
      level: confirmed(business.registeredPersonLevel),
      memberships: confirmed(business.memberships) ?? [],
    }),
    hasCaseStudies: !emptyPagePaths().includes("/case-studies"),
    links: {
      caseStudies: linkTo(locale, "/case-studies"),
      gallery: linkTo(locale, "/gallery"),
      areas: linkTo(locale, "/service-areas"),
      faq: linkTo(locale, "/faq"),
    },
  };
}
