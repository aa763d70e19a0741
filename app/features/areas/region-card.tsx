import { Link } from "react-router";

import { ChipLinks } from "#app/components/chips.tsx";

interface Region {
  slug: string;
  name: string;
  summary: string;
  to: string;
  /** Set when the region's page is in the other language than the one linking it. */
  lang?: string;
  areas: { name: string; to: string; lang?: string }[];
}

/** A region on the service areas page: its page, what it is like, and its suburbs. */
export function RegionCard({ region }: { region: Region }) {
  return (
    <section
      aria-labelledby={`region-${region.slug}`}
      className="rounded-lg border border-slate-200 p-5"
    >
      <h2 id={`region-${region.slug}`} className="text-xl font-bold">
        <Link
          to={region.to}
          hrefLang={region.lang}
          lang={region.lang}
          className="text-brand-700 hover:underline"
        >
          {region.name}
        </Link>
      </h2>
      <p lang={region.lang} className="mt-2 text-sm text-slate-600">
        {region.summary}
      </p>
      <div className="mt-3">
        <ChipLinks
          links={region.areas.map((area) => ({ to: area.to, label: area.name, lang: area.lang }))}
        />
      </div>
    </section>
  );
}
