import { Icon } from "#app/components/icon.tsx";
import { Section } from "#app/components/section.tsx";
import type { FormPageText } from "#app/lib/form-text.server.ts";
import { site } from "#content/site.ts";

export function OpeningHours({ text }: { text: FormPageText }) {
  return (
    <Section id="hours" title={text.contactPage.hoursTitle}>
      <ul className="space-y-3 text-slate-700">
        <li className="flex gap-3">
          <Icon name="clock" className="mt-1 size-5 shrink-0 text-brand-600" />
          {text.hours}.
        </li>
        <li className="flex gap-3">
          <Icon name="siren" className="mt-1 size-5 shrink-0 text-brand-600" />
          <span>
            {text.emergency}: {text.contactPage.call}{" "}
            <a href={`tel:${site.phone.e164}`} className="font-semibold text-brand-800 underline">
              {site.phone.display}
            </a>
            .
          </span>
        </li>
      </ul>
    </Section>
  );
}
