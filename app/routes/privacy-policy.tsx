import { PageIntro } from "#app/components/page-intro.tsx";
import { RichText } from "#app/components/rich-text.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { CollectionTable } from "#app/features/privacy/collection-table.tsx";
import { prose } from "#app/features/privacy/prose.ts";
import { Recipients } from "#app/features/privacy/recipients.tsx";
import { YourRights } from "#app/features/privacy/your-rights.tsx";
import { readingPage } from "#app/lib/hydration.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd } from "#app/lib/structured-data.server.ts";
import { site } from "#content/site.ts";

import type { Route } from "./+types/privacy-policy";
import { privacyPolicyData } from "./privacy-policy.server";

const LAST_UPDATED = "2026-11-21";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Privacy policy", path: "/privacy-policy" },
];

export function loader() {
  return {
    meta: pageMeta({
      title: "Privacy policy",
      description: `How ${site.name} collects, uses, keeps and protects the personal information you give us, and your rights under POPIA.`,
      path: "/privacy-policy",
    }),
    ...privacyPolicyData(LAST_UPDATED),
    structuredData: breadcrumbLd(crumbs),
  };
}

export const meta = metaFromLoader;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { informationOfficer, processors, collectionPoints, text, address } = loaderData;
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro eyebrow="Privacy" title="Privacy policy" crumbs={crumbs}>
        <p>{text.intro}</p>
        <p className="text-base text-slate-600">
          Last updated <time dateTime={LAST_UPDATED}>{loaderData.lastUpdatedLabel}</time>.
        </p>
      </PageIntro>
      <Section id="collect" title="What we collect and why">
        <CollectionTable points={collectionPoints} />
        <RichText text={text.collect.join("\n\n")} className={`mt-6 ${prose}`} />
      </Section>
      <Recipients intro={text.shareIntro} outro={text.shareOutro} processors={processors} />
      <Section id="keep" title="How long we keep it and how we protect it">
        <RichText text={text.keep.join("\n\n")} className={prose} />
      </Section>
      <YourRights
        rights={text.rights}
        complaints={text.complaints}
        officer={informationOfficer}
        address={address}
      />
    </>
  );
}
