import { Icon } from "#app/components/icon.tsx";
import { Section } from "#app/components/section.tsx";
import type { homeReasons } from "#content/home.ts";

const reasonIcons = {
  clock: "clock",
  certificate: "certificate",
  quote: "check-circle",
  nearby: "map-pin",
} as const;

type Reason = ReturnType<typeof homeReasons>[number];

export function Reasons({ reasons }: { reasons: readonly Reason[] }) {
  return (
    <Section id="why" title="Why call us" tone="tint">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map(({ icon, title, text }) => {
          return (
            <li key={title}>
              <Icon name={reasonIcons[icon]} className="size-8 text-brand-600" />
              <h3 className="mt-2 font-semibold text-brand-900">{title}</h3>
              <p className="mt-1 text-sm text-slate-700">{text}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
