import { LinkCards, type LinkCard } from "#app/components/link-cards.tsx";
import { Section } from "#app/components/section.tsx";
import { ExampleTag } from "#app/components/tag.tsx";
import { useCatalogue } from "#app/lib/catalogue.ts";

interface Testimonial {
  quote: string;
  name: string;
  example?: boolean;
}

/** Case studies and testimonials from the suburb; left out while there are none to show. */
export function WorkNearby({
  caseStudies,
  testimonials,
}: {
  caseStudies: LinkCard[];
  testimonials: Testimonial[];
}) {
  const text = useCatalogue().area;
  if (caseStudies.length === 0 && testimonials.length === 0) return null;
  return (
    <Section id="proof" title={text.proof} tone="tint">
      {caseStudies.length > 0 && <LinkCards cards={caseStudies} />}
      {testimonials.map((testimonial) => (
        <figure
          key={testimonial.quote}
          lang="en-ZA"
          className="mt-4 max-w-3xl border-l-4 border-spark-500 pl-4"
        >
          {testimonial.example && <ExampleTag />}
          <blockquote className="text-slate-700">“{testimonial.quote}”</blockquote>
          <figcaption className="mt-1 text-sm text-slate-500">{testimonial.name}</figcaption>
        </figure>
      ))}
    </Section>
  );
}
