import { Link } from "react-router";

import { ChipLinks } from "#app/components/chips.tsx";

interface Region {
  slug: string;
  name: string;
  summary: string;
  to: string;
  areas: { name: string; to: string }[];
}

/** A region on the service areas page: its page, what it is like, and its suburbs. */
export function RegionCard({ region }: { region: Region }) {
  return (
    <section
      aria-labelledby={`region-${region.slug}`}
      className="rounded-lg border border-slate-200 p-5"
    >
      <h2 id={`region-${region.slug}`} className="text-xl font-bold">
        <Link to={region.to} className="text-brand-700 hover:underline">
          {region.name}
        </Link>
      </h2>
      <p className="mt-2 text-sm text-slate-600">{region.summary}</p>
      <div className="mt-3">
        <ChipLinks links={region.areas.map((area) => ({ to: area.to, label: area.name }))} />
      </div>
    </section>
  );
}
