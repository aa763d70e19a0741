import { ChipLinks } from "#app/components/chips.tsx";
import type { LinkCard } from "#app/components/link-cards.tsx";
import { Section } from "#app/components/section.tsx";
import { useCatalogue } from "#app/lib/catalogue.ts";
import { site } from "#content/site.ts";

type Place = LinkCard;

/** The suburbs that ask for the service most, or every region when no suburb names it. */
export function ServicePlaces({ areas, regions }: { areas: Place[]; regions: Place[] }) {
  const text = useCatalogue().service;
  return (
    <Section
      id="areas"
      title={text.places}
      intro={areas.length > 0 ? text.placesSome : text.placesAll(site.address.locality)}
    >
      <ChipLinks
        links={(areas.length > 0 ? areas : regions).map((place) => ({
          to: place.to,
          label: place.title,
          lang: place.lang,
        }))}
      />
    </Section>
  );
}
