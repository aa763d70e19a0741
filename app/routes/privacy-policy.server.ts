import { formatDate } from "#app/lib/format.server.ts";
import type { Locale } from "#common/i18n/locale.ts";
import { messages } from "#common/i18n/messages.ts";
import * as afPrivacy from "#content/af/privacy.ts";
import { confirmed } from "#content/business.ts";
import * as enPrivacy from "#content/privacy.ts";
import { formatAddress, site } from "#content/site.ts";

/**
 * The policy's facts and text in the page's language (the same policy and version in both);
 * until the owner names an Information Officer, the role stands in.
 */
export function privacyPolicyData(lastUpdated: string, locale: Locale = "en") {
  const { privacy, collectionPoints, privacyText } = locale === "af" ? afPrivacy : enPrivacy;
  const t = messages[locale].pages.privacy;
  return {
    ...privacy,
    informationOfficer: confirmed(privacy.informationOfficer) ?? {
      name: t.officerName,
      title: t.officerTitle(site.name),
      email: site.email,
    },
    collectionPoints,
    text: privacyText({ legalName: site.legalName, analytics: Boolean(site.analyticsId) }),
    lastUpdatedLabel: formatDate(lastUpdated, locale),
    address: formatAddress(),
  };
}
