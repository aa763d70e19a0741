import { Link } from "react-router";

import { CallToAction } from "#app/components/call-to-action.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { readingPage } from "#app/lib/hydration.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd } from "#app/lib/structured-data.server.ts";
import { workingPrinciples } from "#content/about.ts";
import { business, confirmed, sinceFounded } from "#content/business.ts";
import { emptyPagePaths } from "#content/index.ts";
import { site } from "#content/site.ts";

import type { Route } from "./+types/about";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "About us", path: "/about" },
];

export function loader() {
  return {
    meta: pageMeta({
      title: "About us",
      description: `${site.name}: electricians for Cape Town homes and businesses, based in Bishop Lavis${sinceFounded()}. How we work, our registration and what to expect.`,
      path: "/about",
    }),
    founded: confirmed(business.foundedYear),
    story: confirmed(business.story) ?? [],
    credentials: {
      registration: confirmed(business.contractorRegistration),
      level: confirmed(business.registeredPersonLevel),
      memberships: confirmed(business.memberships) ?? [],
    },
    hasCaseStudies: !emptyPagePaths().includes("/case-studies"),
    structuredData: breadcrumbLd(crumbs),
  };
}

export const meta = metaFromLoader;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

export default function About({ loaderData }: Route.ComponentProps) {
  const { founded, story, credentials } = loaderData;
  const { registration, level, memberships } = credentials;
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro eyebrow="About us" title={`About ${site.name}`} crumbs={crumbs}>
        <p>
          {site.name} is an electrical contractor with its workshop in {site.address.suburb},{" "}
          {site.address.locality}
          {founded === undefined ? "" : `, working since ${founded}`}. We cover{" "}
          {site.serviceAreaSummary}: fault finding and repairs, Certificates of Compliance, new
          installations and board upgrades, backup power and solar.
        </p>
      </PageIntro>

      {story.length > 0 && (
        <Section id="story" title="Where we come from">
          <div className="max-w-3xl space-y-4 text-slate-700">
            {story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Section>
      )}

      <Section id="how" title="How we work" tone="tint">
        <ul className="grid gap-6 md:grid-cols-2">
          {workingPrinciples.map((principle) => (
            <li key={principle.title}>
              <h3 className="font-semibold text-brand-900">{principle.title}</h3>
              <p className="mt-1 text-slate-700">{principle.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="credentials" title="Registration and compliance">
        <div className="max-w-3xl space-y-4 text-slate-700">
          <p>
            In South Africa an electrical contractor must be registered with the Department of
            Employment and Labour, and every Certificate of Compliance is signed by a registered
            person: an electrical tester for single phase, an installation electrician (who may also
            certify three-phase work) or, for specialised installations, a master installation
            electrician. Ask to see the registration of whoever certifies your installation.
          </p>
          {(registration || level || memberships.length > 0) && (
            <ul className="list-disc space-y-1 pl-5" data-testid="registration">
              {registration && <li>Electrical contractor registration number: {registration}</li>}
              {level && <li>Our work is tested and certified by a registered {level}.</li>}
              {memberships.length > 0 && <li>Member of {memberships.join(", ")}</li>}
            </ul>
          )}
          <p>
            Solar and inverter systems must be approved by the City of Cape Town as small-scale
            embedded generation before they are installed, and we handle that paperwork for you.
          </p>
        </div>
      </Section>

      <Section id="more" title="See for yourself" tone="tint">
        <ul className="flex flex-wrap gap-4">
          {loaderData.hasCaseStudies && (
            <li>
              <Link to="/case-studies" className="font-semibold text-brand-700 underline">
                Case studies
              </Link>
            </li>
          )}
          <li>
            <Link to="/gallery" className="font-semibold text-brand-700 underline">
              Our work
            </Link>
          </li>
          <li>
            <Link to="/service-areas" className="font-semibold text-brand-700 underline">
              Areas we serve
            </Link>
          </li>
          <li>
            <Link to="/faq" className="font-semibold text-brand-700 underline">
              Frequently asked questions
            </Link>
          </li>
        </ul>
      </Section>
      <CallToAction />
    </>
  );
}
