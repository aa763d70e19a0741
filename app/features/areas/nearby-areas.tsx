import { Link } from "react-router";

import { LinkCards, type LinkCard } from "#app/components/link-cards.tsx";
import { Section } from "#app/components/section.tsx";
import { useCatalogue } from "#app/lib/catalogue.ts";

/** The suburbs next to this one, and the way back to its region; left out when none are named. */
export function NearbyAreas({
  nearby,
  region,
}: {
  nearby: LinkCard[];
  region: { to: string; name: string; lang?: string };
}) {
  const text = useCatalogue().area;
  if (nearby.length === 0) return null;
  return (
    <Section id="nearby" title={text.nearby}>
      <LinkCards cards={nearby} columns={3} />
      <p className="mt-4 text-slate-700">
        {text.seeAll}{" "}
        <Link
          to={region.to}
          hrefLang={region.lang}
          lang={region.lang}
          className="font-semibold text-brand-700 underline"
        >
          {region.name}
        </Link>
        .
      </p>
    </Section>
  );
}
