import { Link } from "react-router";

import { InlineLinks } from "#app/components/inline-links.tsx";
import { Section } from "#app/components/section.tsx";

interface Region {
  to: string;
  name: string;
  areas: { to: string; name: string }[];
}

export function AreasByRegion({ intro, regions }: { intro: string; regions: Region[] }) {
  return (
    <Section id="areas" title="Where we work" intro={intro}>
      <div className="grid gap-6 md:grid-cols-3">
        {regions.map((region) => (
          <div key={region.to}>
            <h3 className="font-semibold">
              <Link to={region.to} className="text-brand-700 hover:underline">
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
