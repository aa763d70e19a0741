import { PageIntro } from "#app/components/page-intro.tsx";
import { RichText } from "#app/components/rich-text.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { formatDate } from "#app/lib/format.server.ts";
import { readingPage } from "#app/lib/hydration.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd } from "#app/lib/structured-data.server.ts";
import { confirmed } from "#content/business.ts";
import { collectionPoints, privacy, privacyText } from "#content/privacy.ts";
import { formatAddress, site } from "#content/site.ts";

import type { Route } from "./+types/privacy-policy";

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
    ...privacy,
    informationOfficer: confirmed(privacy.informationOfficer) ?? {
      name: "The Information Officer",
      title: `the head of ${site.name}`,
      email: site.email,
    },
    collectionPoints,
    text: privacyText({ legalName: site.legalName, analytics: Boolean(site.analyticsId) }),
    lastUpdatedLabel: formatDate(LAST_UPDATED),
    address: formatAddress(),
    structuredData: breadcrumbLd(crumbs),
  };
}

export const meta = metaFromLoader;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

const prose = "max-w-3xl space-y-4 text-slate-700";

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { informationOfficer: officer, processors, collectionPoints: points, text } = loaderData;
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
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
            <caption className="sr-only">Personal information collected at each point</caption>
            <thead>
              <tr className="border-b-2 border-slate-300">
                {["Where", "What we collect", "Why"].map((heading) => (
                  <th key={heading} scope="col" className="py-2 pr-4 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.where} className="border-b border-slate-200 align-top">
                  <th scope="row" className="py-3 pr-4 font-semibold text-brand-900">
                    {point.where}
                  </th>
                  <td className="py-3 pr-4 text-slate-700">{point.what}</td>
                  <td className="py-3 text-slate-700">{point.why}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <RichText text={text.collect.join("\n\n")} className={`mt-6 ${prose}`} />
      </Section>

      <Section id="share" title="Who else receives it" tone="tint">
        <RichText text={text.shareIntro} className={prose} />
        <ul className={`mt-4 ${prose}`}>
          {processors.map((processor) => (
            <li key={processor.name}>
              <strong className="text-brand-900">{processor.name}</strong>, which{" "}
              {processor.purpose}. Country: {processor.country}.
            </li>
          ))}
        </ul>
        <RichText text={text.shareOutro} className={`mt-4 ${prose}`} />
      </Section>

      <Section id="keep" title="How long we keep it and how we protect it">
        <RichText text={text.keep.join("\n\n")} className={prose} />
      </Section>

      <Section id="rights" title="Your rights" tone="tint">
        <div className={prose}>
          <RichText text={text.rights} />
          <address className="rounded-lg bg-white p-4 not-italic shadow-sm">
            <strong className="text-brand-900">{officer.name}</strong>, {officer.title}
            <br />
            {site.legalName}, {loaderData.address}
            <br />
            <RichText
              text={`E-mail: [${officer.email}](mailto:${officer.email})\nPhone: ${site.phone.display}`}
              linkPhone
            />
          </address>
          <RichText text={text.complaints.join("\n\n")} className="space-y-4" />
        </div>
      </Section>
    </>
  );
}
