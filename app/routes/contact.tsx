import { Link } from "react-router";

import { PageIntro } from "#app/components/page-intro.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { ContactDetails } from "#app/features/contact/contact-details.tsx";
import { ContactForm } from "#app/features/contact/contact-form.tsx";
import { OpeningHours } from "#app/features/contact/opening-hours.tsx";
import { serviceOptions } from "#app/lib/lead-options.server.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd, businessLd } from "#app/lib/structured-data.server.ts";
import { allAreas } from "#content/index.ts";
import { site } from "#content/site.ts";

import type { Route } from "./+types/contact";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Contact", path: "/contact" },
];

export function loader() {
  return {
    meta: pageMeta({
      title: "Contact us",
      description: `Call, WhatsApp or e-mail ${site.name} in Bishop Lavis, Cape Town. Open Monday to Saturday 06:00 to 18:00, with emergency call-outs 24/7.`,
      path: "/contact",
    }),
    structuredData: [businessLd(allAreas.map((area) => area.name)), breadcrumbLd(crumbs)],
    services: serviceOptions(),
  };
}

export const meta = metaFromLoader;

export default function Contact({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro eyebrow="Contact" title={`Contact ${site.name}`} crumbs={crumbs}>
        <p>
          Tell us what is happening and where, and we will tell you when we can come and what the
          call-out costs before anyone drives out.
        </p>
      </PageIntro>
      <ContactDetails />
      <Section
        id="message"
        title="Send us a message"
        tone="tint"
        intro={
          <p>
            We answer within 24 hours, usually much sooner. For a planned visit on a particular day,{" "}
            <Link to="/book-appointment" className="font-semibold text-brand-700 underline">
              book an appointment
            </Link>{" "}
            instead.
          </p>
        }
      >
        <div className="max-w-3xl">
          <ContactForm services={loaderData.services} />
        </div>
      </Section>
      <OpeningHours />
    </>
  );
}
