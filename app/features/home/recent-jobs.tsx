import { LinkCards, type LinkCard } from "#app/components/link-cards.tsx";
import { Section } from "#app/components/section.tsx";
import { ExampleTag } from "#app/components/tag.tsx";
import { usePages } from "#app/lib/page-words.ts";
import type { Locale } from "#common/i18n/locale.ts";

interface Testimonial {
  quote: string;
  name: string;
  example?: boolean;
  areaName: string;
  /** The customer's words are quoted in the language they were given in. */
  lang?: Locale;
}

/** The newest case studies and testimonials; left out while there are none to show. */
export function RecentJobs({
  caseStudies,
  testimonials,
}: {
  caseStudies: LinkCard[];
  testimonials: Testimonial[];
}) {
  const t = usePages().home;
  if (caseStudies.length === 0 && testimonials.length === 0) return null;
  return (
    <Section id="work" title={t.recentJobsTitle} tone="tint">
      {caseStudies.length > 0 && <LinkCards cards={caseStudies} columns={3} />}
      {testimonials.length > 0 && (
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <figure
              key={testimonial.quote}
              lang={testimonial.lang}
              className="rounded-lg bg-white p-5 shadow-sm"
            >
              {testimonial.example && <ExampleTag />}
              <blockquote className="text-slate-700">“{testimonial.quote}”</blockquote>
              <figcaption className="mt-3 text-sm font-medium text-slate-600">
                {testimonial.name}, {testimonial.areaName}
              </figcaption>
            </figure>
          ))}
        </div>
      )}
    </Section>
  );
}
