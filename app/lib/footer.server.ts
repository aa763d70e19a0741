import { fill } from "#common/i18n/fill.ts";
import type { Locale } from "#common/i18n/locale.ts";
import { messages } from "#common/i18n/messages.ts";
import * as afSite from "#content/af/site.ts";
import { business, confirmed } from "#content/business.ts";
import { site } from "#content/site.ts";

/**
 * The claims and worded facts the frame shows, worked out on the server in the page's language:
 * importing `business` or both languages' wording into the footer would ship them in the script
 * every page loads.
 */
export function footerFacts(locale: Locale) {
  const { footer } = messages[locale].shell;
  const year = confirmed(business.foundedYear);
  const since = year === undefined ? "" : fill(footer.since, { year });
  const description = locale === "af" ? afSite.description : site.description;
  const based = fill(footer.based, { locality: site.address.locality, since });
  return {
    about: [description, based].filter(Boolean).join(" "),
    /** Opening hours and the emergency line, as the call to action closing a page says them. */
    hours:
      locale === "af"
        ? `${afSite.hoursSummary()}. ${afSite.emergencySummary}.`
        : `${site.hoursSummary}. ${site.emergencySummary}.`,
    agency: confirmed(business.agencyCredit) ?? null,
  };
}

export type FooterFacts = ReturnType<typeof footerFacts>;
