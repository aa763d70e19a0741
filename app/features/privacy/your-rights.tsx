import { RichText } from "#app/components/rich-text.tsx";
import { Section } from "#app/components/section.tsx";
import { usePages } from "#app/lib/page-words.ts";
import { site } from "#content/site.ts";

import { prose } from "./prose";

/** The data subject's rights, whom to ask (the Information Officer) and where to complain. */
export function YourRights({
  rights,
  complaints,
  officer,
  address,
}: {
  rights: string;
  complaints: string[];
  officer: { name: string; title: string; email: string };
  address: string;
}) {
  const t = usePages().privacy;
  return (
    <Section id="rights" title={t.rightsTitle} tone="tint">
      <div className={prose}>
        <RichText text={rights} />
        <address className="rounded-lg bg-white p-4 not-italic shadow-sm">
          <strong className="text-brand-900">{officer.name}</strong>, {officer.title}
          <br />
          {site.legalName}, {address}
          <br />
          <RichText
            text={`${t.email}: [${officer.email}](mailto:${officer.email})\n${t.phone}: ${site.phone.display}`}
            linkPhone
          />
        </address>
        <RichText text={complaints.join("\n\n")} className="space-y-4" />
      </div>
    </Section>
  );
}
