import { PageIntro } from "#app/components/page-intro.tsx";
import { RichText } from "#app/components/rich-text.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { CollectionTable } from "#app/features/privacy/collection-table.tsx";
import { prose } from "#app/features/privacy/prose.ts";
import { Recipients } from "#app/features/privacy/recipients.tsx";
import { YourRights } from "#app/features/privacy/your-rights.tsx";
import { readingPage } from "#app/lib/hydration.ts";
import { requestLocale } from "#app/lib/locale.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { usePages } from "#app/lib/page-words.ts";
import { breadcrumbLd, webPageLd } from "#app/lib/structured-data.server.ts";
import { pathIn } from "#common/i18n/locale.ts";
import { messages } from "#common/i18n/messages.ts";
import { site } from "#content/site.ts";

import type { Route } from "./+types/privacy-policy";
import { privacyPolicyData } from "./privacy-policy.server";

const LAST_UPDATED = "2026-11-21";

export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const { privacy } = messages[locale].pages;
  const home = messages[locale].catalogue.crumbs.home;
  const crumbs = [
    { name: home, path: pathIn(locale, "/") },
    { name: privacy.crumb, path: pathIn(locale, "/privacy-policy") },
  ];
  const head = {
    title: privacy.metaTitle,
    description: privacy.metaDescription(site.name),
    path: pathIn(locale, "/privacy-policy"),
  };
  return {
    meta: pageMeta(head),
    ...privacyPolicyData(LAST_UPDATED, locale),
    crumbs,
    structuredData: [webPageLd(head), breadcrumbLd(crumbs)],
  };
}

export const meta = metaFromLoader;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { informationOfficer, processors, collectionPoints, text, address, crumbs } = loaderData;
  const t = usePages().privacy;
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro eyebrow={t.eyebrow} title={t.title} crumbs={crumbs}>
        <p>{text.intro}</p>
        <p className="text-base text-slate-600">
          {t.lastUpdated} <time dateTime={LAST_UPDATED}>{loaderData.lastUpdatedLabel}</time>.
        </p>
      </PageIntro>
      <Section id="collect" title={t.collectTitle}>
        <CollectionTable points={collectionPoints} />
        <RichText text={text.collect.join("\n\n")} className={`mt-6 ${prose}`} />
      </Section>
      <Recipients intro={text.shareIntro} outro={text.shareOutro} processors={processors} />
      <Section id="keep" title={t.keepTitle}>
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
