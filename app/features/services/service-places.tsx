import { ChipLinks } from "#app/components/chips.tsx";
import { Section } from "#app/components/section.tsx";

type Place = { to: string; title: string };

/** The suburbs that ask for the service most, or every region when no suburb names it. */
export function ServicePlaces({ areas, regions }: { areas: Place[]; regions: Place[] }) {
  return (
    <Section
      id="areas"
      title="Where we do this work"
      intro={
        areas.length > 0
          ? "We do this work across Cape Town. These are the suburbs where it is asked for most:"
          : "We do this work across Cape Town, from our workshop in Bishop Lavis:"
      }
    >
      <ChipLinks
        links={(areas.length > 0 ? areas : regions).map((place) => ({
          to: place.to,
          label: place.title,
        }))}
      />
    </Section>
  );
}
