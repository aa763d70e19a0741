import { Link } from "react-router";

import { Section } from "#app/components/section.tsx";

const linkClass = "font-semibold text-brand-700 underline";

/** Where to see the work: case studies only once one is published. */
export function SeeForYourself({ hasCaseStudies }: { hasCaseStudies: boolean }) {
  return (
    <Section id="more" title="See for yourself" tone="tint">
      <ul className="flex flex-wrap gap-4">
        {hasCaseStudies && (
          <li>
            <Link to="/case-studies" className={linkClass}>
              Case studies
            </Link>
          </li>
        )}
        <li>
          <Link to="/gallery" className={linkClass}>
            Our work
          </Link>
        </li>
        <li>
          <Link to="/service-areas" className={linkClass}>
            Areas we serve
          </Link>
        </li>
        <li>
          <Link to="/faq" className={linkClass}>
            Frequently asked questions
          </Link>
        </li>
      </ul>
    </Section>
  );
}
