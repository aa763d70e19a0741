import { PageIntro } from "#app/components/page-intro.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { formatAddress, site, whatsappUrl } from "#content/site.ts";

export const meta = () =>
  pageMeta({
    title: "Contact us",
    description: `Call, WhatsApp or e-mail ${site.name} in Bishop Lavis, Cape Town. Open Monday to Saturday 06:00 to 18:00, with emergency call-outs 24/7.`,
    path: "/contact",
  });

export default function Contact() {
  return (
    <PageIntro eyebrow="Contact" title={`Contact ${site.name}`}>
      <p>
        {site.hoursSummary}. {site.emergencySummary}.
      </p>
      <ul className="mt-6 space-y-2 text-base">
        <li>
          Phone:{" "}
          <a href={`tel:${site.phone.e164}`} className="font-semibold text-brand-700 underline">
            {site.phone.display}
          </a>
        </li>
        <li>
          WhatsApp:{" "}
          <a href={whatsappUrl()} className="font-semibold text-brand-700 underline">
            {site.whatsapp.display}
          </a>
        </li>
        <li>
          E-mail:{" "}
          <a href={`mailto:${site.email}`} className="font-semibold text-brand-700 underline">
            {site.email}
          </a>
        </li>
        <li>
          Address: <address className="inline not-italic">{formatAddress()}</address>
        </li>
      </ul>
    </PageIntro>
  );
}
