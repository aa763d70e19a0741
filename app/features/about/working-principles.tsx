import { Section } from "#app/components/section.tsx";
import { workingPrinciples } from "#content/about.ts";

export function WorkingPrinciples() {
  return (
    <Section id="how" title="How we work" tone="tint">
      <ul className="grid gap-6 md:grid-cols-2">
        {workingPrinciples.map((principle) => (
          <li key={principle.title}>
            <h3 className="font-semibold text-brand-900">{principle.title}</h3>
            <p className="mt-1 text-slate-700">{principle.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
