import { Link } from "react-router";

import { PageIntro } from "#app/components/page-intro.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { formatDate } from "#app/lib/format.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { breadcrumbLd } from "#app/lib/structured-data.ts";
import { collectionPoints } from "#content/privacy.ts";
import { formatAddress, privacy, site } from "#content/site.ts";

import type { Route } from "./+types/privacy-policy";

const LAST_UPDATED = "2026-11-21";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Privacy policy", path: "/privacy-policy" },
];

export function loader() {
  return {
    ...privacy,
    collectionPoints,
    retentionYears: Math.round(privacy.leadRetentionDays / 365),
    lastUpdatedLabel: formatDate(LAST_UPDATED),
    structuredData: breadcrumbLd(crumbs),
  };
}

export const meta = () =>
  pageMeta({
    title: "Privacy policy",
    description: `How ${site.name} collects, uses, keeps and protects the personal information you give us, and your rights under POPIA.`,
    path: "/privacy-policy",
  });

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { informationOfficer: officer, processors, leadRetentionDays, retentionYears } = loaderData;
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro eyebrow="Privacy" title="Privacy policy" crumbs={crumbs}>
        <p>
          {site.legalName} (&ldquo;we&rdquo;) is the responsible party for the personal information
          you give us through this website, by phone, WhatsApp or e-mail. This policy explains, as
          the Protection of Personal Information Act 4 of 2013 (POPIA) requires, what we collect,
          why, who else receives it, how long we keep it and what your rights are.
        </p>
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
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Where
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  What we collect
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Why
                </th>
              </tr>
            </thead>
            <tbody>
              {collectionPoints.map((point) => (
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
        <div className="mt-6 max-w-3xl space-y-4 text-slate-700">
          <p>
            Fields marked as required are needed to answer you: without a name and a way to reach
            you, we cannot call you back. Everything else is voluntary. We use your information only
            for the purpose you gave it for, and we do not sell it. We send marketing messages only
            if you ticked the box asking for them, and every message tells you how to stop them.
          </p>
          <p>
            The site does not set advertising or tracking cookies.{" "}
            {site.analyticsId
              ? "We use Google Analytics to count visits; it sets cookies to tell visits apart and does not receive the details you type into forms or the chat."
              : "We do not use an analytics service."}{" "}
            The chat assistant keeps your conversation in your browser&rsquo;s session storage so
            that it survives moving between pages; it is deleted when you close the tab.
          </p>
        </div>
      </Section>

      <Section id="share" title="Who else receives it" tone="tint">
        <p className="max-w-3xl text-slate-700">
          These operators process information on our behalf, under written agreements that oblige
          them to keep it secure and use it only for our instructions:
        </p>
        <ul className="mt-4 max-w-3xl space-y-3 text-slate-700">
          {processors.map((processor) => (
            <li key={processor.name}>
              <strong className="text-brand-900">{processor.name}</strong>, which{" "}
              {processor.purpose}. Country: {processor.country}.
            </li>
          ))}
        </ul>
        <p className="mt-4 max-w-3xl text-slate-700">
          Where information leaves South Africa (for example to an AI provider in the United
          States), we only use providers bound by law or contract to protect it to a standard at
          least as high as POPIA&rsquo;s, as section 72 requires. We do not share your information
          with anyone else unless the law requires us to.
        </p>
      </Section>

      <Section id="keep" title="How long we keep it and how we protect it">
        <div className="max-w-3xl space-y-4 text-slate-700">
          <p>
            Enquiries, bookings and chat call-back requests are kept for {retentionYears} years (
            {leadRetentionDays} days) so that we can follow up on a quote or a job, and are then
            anonymised automatically. If you become a customer, invoices and Certificates of
            Compliance are kept for as long as tax and electrical safety law require.
          </p>
          <p>
            Information travels to our site over an encrypted connection. Only our staff can see it,
            through an admin area that requires a password and a second sign-in factor, and the
            database is backed up.
          </p>
        </div>
      </Section>

      <Section id="rights" title="Your rights" tone="tint">
        <div className="max-w-3xl space-y-4 text-slate-700">
          <p>
            You may ask us what personal information we hold about you and who has received it, ask
            us to correct or delete it, object to our use of it, and withdraw a consent you gave
            (such as for marketing). E-mail our Information Officer with your request; we will
            confirm who you are and respond within 30 days, at no charge.
          </p>
          <address className="rounded-lg bg-white p-4 not-italic shadow-sm">
            <strong className="text-brand-900">{officer.name}</strong>, {officer.title}
            <br />
            {site.legalName}, {formatAddress()}
            <br />
            E-mail:{" "}
            <a href={`mailto:${officer.email}`} className="text-brand-700 underline">
              {officer.email}
            </a>
            <br />
            Phone:{" "}
            <a href={`tel:${site.phone.e164}`} className="text-brand-700 underline">
              {site.phone.display}
            </a>
          </address>
          <p>
            If you are not satisfied with our answer, you may complain to the Information Regulator
            of South Africa: website{" "}
            <a href="https://inforegulator.org.za" className="text-brand-700 underline">
              inforegulator.org.za
            </a>
            , complaints{" "}
            <a
              href="mailto:POPIAComplaints@inforegulator.org.za"
              className="text-brand-700 underline"
            >
              POPIAComplaints@inforegulator.org.za
            </a>
            , general enquiries{" "}
            <a href="mailto:enquiries@inforegulator.org.za" className="text-brand-700 underline">
              enquiries@inforegulator.org.za
            </a>
            .
          </p>
          <p>
            Questions about this policy are welcome on any of our{" "}
            <Link to="/contact" className="text-brand-700 underline">
              contact channels
            </Link>
            .
          </p>
        </div>
      </Section>
    </>
  );
}
