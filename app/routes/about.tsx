import { Link } from "react-router";

import { CallToAction } from "#app/components/call-to-action.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd } from "#app/lib/structured-data.server.ts";
import { site, yearsInBusiness } from "#content/site.ts";

import type { Route } from "./+types/about";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "About us", path: "/about" },
];

export function loader() {
  return {
    meta: pageMeta({
      title: "About us",
      description: `${site.name} has served Cape Town homes and businesses from Bishop Lavis since ${site.foundedYear}. How we work, what we stand for and where we come from.`,
      path: "/about",
    }),
    years: yearsInBusiness(),
    structuredData: breadcrumbLd(crumbs),
  };
}

export const meta = metaFromLoader;

const principles = [
  {
    title: "Find the cause, not just the symptom",
    text: "A breaker that trips is telling you something. We test circuit by circuit until we know why, instead of fitting a bigger breaker and leaving.",
  },
  {
    title: "The price before the work",
    text: "You get a written, fixed price before we start. If we find something else on the way, we stop and ask before doing it.",
  },
  {
    title: "Certified, every time",
    text: "Every installation and alteration is tested with calibrated instruments and certified under SANS 10142-1, because an uncertified job becomes your problem the day you sell or claim.",
  },
  {
    title: "Leave it neater than we found it",
    text: "Circuits labelled, boards closed, chasing patched and dust swept. You should be able to tell where we have worked only by the fact that it works.",
  },
];

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro eyebrow="About us" title={`About ${site.name}`} crumbs={crumbs}>
        <p>
          We started in {site.address.locality} in {site.foundedYear} as a small team doing repairs
          for neighbours, and over {loaderData.years} years grew by word of mouth into a contractor
          that works from the Cape Flats to the Atlantic Seaboard. The workshop is still in{" "}
          {site.address.suburb}, and we still answer our own phone.
        </p>
      </PageIntro>

      <Section id="story" title="Where we come from">
        <div className="max-w-3xl space-y-4 text-slate-700">
          <p>
            Our first jobs were the ones every local electrician knows: main switches tripping in
            winter, backyard rooms wired with extension leads, houses that needed a Certificate of
            Compliance before they could be sold. That work taught us to find faults properly and to
            explain them plainly, because our customers were our neighbours and would tell us if we
            did not.
          </p>
          <p>
            Today we also install distribution boards for workshops, backup power for home offices,
            solar systems, CCTV and network cabling for businesses. The approach has not changed:
            test, explain, quote, do the work properly and certify it.
          </p>
        </div>
      </Section>

      <Section id="how" title="How we work" tone="tint">
        <ul className="grid gap-6 md:grid-cols-2">
          {principles.map((principle) => (
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
            Our electricians are registered with the Department of Employment and Labour, which is
            what allows us to issue Certificates of Compliance under the Electrical Installation
            Regulations. Three-phase work is certified by installation electricians, and specialised
            installations by a master installation electrician.
          </p>
          <p>
            Solar and inverter systems are registered with the City of Cape Town as small-scale
            embedded generation before they are switched on, and we handle that paperwork for you.
          </p>
        </div>
      </Section>

      <Section id="more" title="See for yourself" tone="tint">
        <ul className="flex flex-wrap gap-4">
          <li>
            <Link to="/case-studies" className="font-semibold text-brand-700 underline">
              Case studies
            </Link>
          </li>
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
