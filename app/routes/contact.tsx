import { Link } from "react-router";

import { Icon } from "#app/components/icon.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { ContactForm } from "#app/features/contact/contact-form.tsx";
import { serviceOptions } from "#app/lib/lead-options.server.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd, businessLd } from "#app/lib/structured-data.server.ts";
import { allAreas } from "#content/index.ts";
import { formatAddress, site, whatsappUrl } from "#content/site.ts";

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

const mapUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(formatAddress())}`;

export default function Contact({ loaderData }: Route.ComponentProps) {
  const items = [
    {
      icon: "phone" as const,
      label: "Phone",
      value: site.phone.display,
      href: `tel:${site.phone.e164}`,
      note: "Tap to call",
    },
    {
      icon: "chat" as const,
      label: "WhatsApp",
      value: site.whatsapp.display,
      href: whatsappUrl(),
      note: "Photos of the problem help us quote",
    },
    { icon: "mail" as const, label: "E-mail", value: site.email, href: `mailto:${site.email}` },
    {
      icon: "map-pin" as const,
      label: "Workshop",
      value: formatAddress(),
      href: mapUrl,
      note: "Open in maps",
    },
  ];
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro eyebrow="Contact" title={`Contact ${site.name}`} crumbs={crumbs}>
        <p>
          Tell us what is happening and where, and we will tell you when we can come and what the
          call-out costs before anyone drives out.
        </p>
      </PageIntro>
      <Section id="details" title="How to reach us">
        <ul className="grid gap-4 sm:grid-cols-2">
          {items.map(({ icon, label, value, href, note }) => (
            <li key={label} className="flex gap-3 rounded-lg border border-slate-200 p-4">
              <Icon name={icon} className="mt-1 size-5 shrink-0 text-brand-600" />
              <div>
                <p className="text-sm text-slate-500">{label}</p>
                <a href={href} className="font-semibold break-words text-brand-800 underline">
                  {value}
                </a>
                {note && <p className="text-sm text-slate-500">{note}</p>}
              </div>
            </li>
          ))}
        </ul>
      </Section>
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
      <Section id="hours" title="Hours">
        <ul className="space-y-3 text-slate-700">
          <li className="flex gap-3">
            <Icon name="clock" className="mt-1 size-5 shrink-0 text-brand-600" />
            {site.hoursSummary}.
          </li>
          <li className="flex gap-3">
            <Icon name="siren" className="mt-1 size-5 shrink-0 text-brand-600" />
            <span>
              {site.emergencySummary}: call{" "}
              <a href={`tel:${site.phone.e164}`} className="font-semibold text-brand-800 underline">
                {site.phone.display}
              </a>
              .
            </span>
          </li>
        </ul>
      </Section>
    </>
  );
}
