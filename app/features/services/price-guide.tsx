import { Section } from "#app/components/section.tsx";
import { useCatalogue } from "#app/lib/catalogue.ts";
import type { servicePrices } from "#content/prices.ts";

/** The service's own prices and the call-out fee; absent until the owner confirms a guide. */
export function PriceGuide({ prices }: { prices: ReturnType<typeof servicePrices> }) {
  const text = useCatalogue().service;
  if (!prices) return null;
  return (
    <Section id="prices" title={text.prices} intro={text.pricesIntro(prices.terms)}>
      <dl className="grid max-w-2xl gap-x-6 gap-y-2 sm:grid-cols-[1fr_auto]">
        {prices.lines.map((line) => (
          <div key={line.label} className="contents">
            <dt className="text-slate-700">{line.label}</dt>
            <dd className="font-semibold text-brand-900">{line.price}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 max-w-3xl text-slate-700">{text.priceNote}</p>
    </Section>
  );
}
