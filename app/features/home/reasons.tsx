import { Icon } from "#app/components/icon.tsx";
import { Section } from "#app/components/section.tsx";
import { usePages } from "#app/lib/page-words.ts";

const reasonIcons = {
  clock: "clock",
  certificate: "certificate",
  quote: "check-circle",
  nearby: "map-pin",
} as const;

/** A reason of content/home.ts or content/af/home.ts. */
interface Reason {
  icon: keyof typeof reasonIcons;
  title: string;
  text: string;
}

export function Reasons({ reasons }: { reasons: readonly Reason[] }) {
  const t = usePages().home;
  return (
    <Section id="why" title={t.whyTitle} tone="tint">
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
