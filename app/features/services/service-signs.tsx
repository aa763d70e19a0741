import { Section } from "#app/components/section.tsx";
import { useCatalogue } from "#app/lib/catalogue.ts";

/** When a customer needs the service: the signs and situations, one per item. */
export function ServiceSigns({ signs }: { signs: string[] }) {
  const text = useCatalogue().service;
  return (
    <Section id="when" title={text.when}>
      <ul className="grid gap-3 md:grid-cols-2">
        {signs.map((sign) => (
          <li key={sign} className="flex gap-3 rounded-lg bg-slate-50 p-4 text-slate-700">
            <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-spark-500" />
            {sign}
          </li>
        ))}
      </ul>
    </Section>
  );
}
