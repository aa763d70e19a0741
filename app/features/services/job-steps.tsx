import { Section } from "#app/components/section.tsx";
import { useCatalogue } from "#app/lib/catalogue.ts";

export function JobSteps({ steps }: { steps: { title: string; text: string }[] }) {
  const text = useCatalogue().service;
  return (
    <Section id="steps" title={text.steps} tone="tint">
      <ol className="space-y-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-900 font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-brand-900">{step.title}</h3>
              <p className="mt-1 text-slate-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
