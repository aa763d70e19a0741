import { Link } from "react-router";

import { InlineLinks } from "#app/components/inline-links.tsx";
import { Section } from "#app/components/section.tsx";
import { usePages } from "#app/lib/page-words.ts";
import type { Locale } from "#common/i18n/locale.ts";

interface Region {
  to: string;
  name: string;
  /** The region's page and name are in this language, not the page's. */
  lang?: Locale;
  areas: { to: string; name: string; hrefLang?: Locale }[];
}

export function AreasByRegion({ intro, regions }: { intro: string; regions: Region[] }) {
  const t = usePages().home;
  return (
    <Section id="areas" title={t.areasTitle} intro={intro}>
      <div className="grid gap-6 md:grid-cols-3">
        {regions.map((region) => (
          <div key={region.to}>
            <h3 className="font-semibold">
              <Link
                to={region.to}
                hrefLang={region.lang}
                lang={region.lang}
                className="text-brand-700 hover:underline"
              >
                {region.name}
              </Link>
            </h3>
            <p className="mt-1 text-sm text-slate-600">
              <InlineLinks links={region.areas} className="hover:text-brand-700 hover:underline" />
            </p>
          </div>
        ))}
      </div>
    </Section>
  );
}
