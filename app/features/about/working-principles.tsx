import { Section } from "#app/components/section.tsx";
import { usePages } from "#app/lib/page-words.ts";

/** "How we work": the principles of content/about.ts, or content/af/about.ts on an Afrikaans page. */
export function WorkingPrinciples({
  principles,
}: {
  principles: readonly { title: string; text: string }[];
}) {
  const t = usePages().about;
  return (
    <Section id="how" title={t.howTitle} tone="tint">
      <ul className="grid gap-6 md:grid-cols-2">
        {principles.map((principle) => (
          <li key={principle.title}>
            <h3 className="font-semibold text-brand-900">{principle.title}</h3>
            <p className="mt-1 text-slate-700">{principle.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
