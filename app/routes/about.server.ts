import { business, confirmed } from "#content/business.ts";
import { emptyPagePaths } from "#content/index.ts";

/** What the About page may say: only what the owner has confirmed, and whether a job is published. */
export function aboutFacts() {
  return {
    founded: confirmed(business.foundedYear),
    story: confirmed(business.story) ?? [],
    credentials: {
      registration: confirmed(business.contractorRegistration),
      level: confirmed(business.registeredPersonLevel),
      memberships: confirmed(business.memberships) ?? [],
    },
    hasCaseStudies: !emptyPagePaths().includes("/case-studies"),
  };
}
