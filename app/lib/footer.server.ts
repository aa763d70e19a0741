import { business, confirmed } from "#content/business.ts";

/**
 * The claims the footer shows, worked out on the server: importing `business` into the footer
 * would ship every claim, confirmed or not, in the script every page loads.
 */
export function footerFacts() {
  return {
    /** The confirmed founding year; each language words it. */
    since: confirmed(business.foundedYear) ?? null,
    agency: confirmed(business.agencyCredit) ?? null,
  };
}

export type FooterFacts = ReturnType<typeof footerFacts>;
