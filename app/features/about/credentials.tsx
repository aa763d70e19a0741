import { Section } from "#app/components/section.tsx";
import { usePages } from "#app/lib/page-words.ts";

/**
 * What registration an electrical contractor needs, and ours as far as the owner has confirmed it
 * (content/about.ts `credentialsText`); the list is left out while nothing is confirmed.
 */
export function Credentials({
  rule,
  items,
  sseg,
}: {
  rule: string;
  items: string[];
  sseg: string;
}) {
  const t = usePages().about;
  return (
    <Section id="credentials" title={t.credentialsTitle}>
      <div className="max-w-3xl space-y-4 text-slate-700">
        <p>{rule}</p>
        {items.length > 0 && (
          <ul className="list-disc space-y-1 pl-5" data-testid="registration">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
        <p>{sseg}</p>
      </div>
    </Section>
  );
}
