import { Icon } from "#app/components/icon.tsx";
import type { FaqItem } from "#content/schema.ts";

/** Questions as disclosure widgets: readable without JavaScript and by every crawler. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {items.map((item) => (
        <details
          key={item.question}
          className="group px-4 py-3 [&_summary::-webkit-details-marker]:hidden"
        >
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold text-brand-900">
            <span>{item.question}</span>
            <Icon
              name="chevron-down"
              className="mt-1 size-4 shrink-0 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="mt-2 leading-relaxed text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
