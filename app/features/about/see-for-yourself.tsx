import { Link } from "react-router";

import { Section } from "#app/components/section.tsx";
import { usePages } from "#app/lib/page-words.ts";
import type { Locale } from "#common/i18n/locale.ts";

const linkClass = "font-semibold text-brand-700 underline";

type Target = { to: string; lang?: Locale };

/**
 * Where to see the work: case studies only once one is published. `lang` marks a page that is
 * only in English, linked from an Afrikaans page: the link says so, its text stays Afrikaans.
 */
export function SeeForYourself({
  hasCaseStudies,
  links,
}: {
  hasCaseStudies: boolean;
  links: { caseStudies: Target; gallery: Target; areas: Target; faq: Target };
}) {
  const t = usePages().about;
  const item = (target: Target, label: string) => (
    <li>
      <Link to={target.to} hrefLang={target.lang} className={linkClass}>
        {label}
      </Link>
    </li>
  );
  return (
    <Section id="more" title={t.moreTitle} tone="tint">
      <ul className="flex flex-wrap gap-4">
        {hasCaseStudies && item(links.caseStudies, t.caseStudies)}
        {item(links.gallery, t.gallery)}
        {item(links.areas, t.areas)}
        {item(links.faq, t.faq)}
      </ul>
    </Section>
  );
}
