import { formatDate } from "#app/lib/format.server.ts";
import { confirmed } from "#content/business.ts";
import { collectionPoints, privacy, privacyText } from "#content/privacy.ts";
import { formatAddress, site } from "#content/site.ts";

/** The policy's facts and text; until the owner names an Information Officer, the role stands in. */
export function privacyPolicyData(lastUpdated: string) {
  return {
    ...privacy,
    informationOfficer: confirmed(privacy.informationOfficer) ?? {
      name: "The Information Officer",
      title: `the head of ${site.name}`,
      email: site.email,
    },
    collectionPoints,
    text: privacyText({ legalName: site.legalName, analytics: Boolean(site.analyticsId) }),
    lastUpdatedLabel: formatDate(lastUpdated),
    address: formatAddress(),
  };
}
