import { Icon } from "#app/components/icon.tsx";
import { Section } from "#app/components/section.tsx";
import type { FormPageText } from "#app/lib/form-text.server.ts";
import { formatAddress, site, whatsappUrl } from "#content/site.ts";

const mapUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(formatAddress())}`;

/** Phone, WhatsApp, e-mail and the workshop on a map, each one tap away. */
export function ContactDetails({ text }: { text: FormPageText["contactPage"] }) {
  const items = [
    {
      icon: "phone" as const,
      label: text.phone,
      value: site.phone.display,
      href: `tel:${site.phone.e164}`,
      note: text.tapToCall,
    },
    {
      icon: "chat" as const,
      label: "WhatsApp",
      value: site.whatsapp.display,
      href: whatsappUrl(),
      note: text.whatsappNote,
    },
    { icon: "mail" as const, label: text.email, value: site.email, href: `mailto:${site.email}` },
    {
      icon: "map-pin" as const,
      label: text.workshop,
      value: formatAddress(),
      href: mapUrl,
      note: text.openInMaps,
    },
  ];
  return (
    <Section id="details" title={text.detailsTitle}>
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
  );
}
