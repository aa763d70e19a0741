import { business, confirmed, sinceFounded } from "#content/business.ts";

/**
 * The claims the footer shows, worked out on the server: importing `business` into the footer
 * would ship every claim, confirmed or not, in the script every page loads.
 */
export function footerFacts() {
  return {
    since: sinceFounded(),
    agency: confirmed(business.agencyCredit) ?? null,
  };
}

export type FooterFacts = ReturnType<typeof footerFacts>;
