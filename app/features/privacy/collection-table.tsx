import { usePages } from "#app/lib/page-words.ts";
import type { collectionPoints } from "#content/privacy.ts";

/** What is collected at each point of contact, and why. */
export function CollectionTable({ points }: { points: typeof collectionPoints }) {
  const t = usePages().privacy;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{t.tableCaption}</caption>
        <thead>
          <tr className="border-b-2 border-slate-300">
            {t.tableHeadings.map((heading) => (
              <th key={heading} scope="col" className="py-2 pr-4 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.where} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-3 pr-4 font-semibold text-brand-900">
                {point.where}
              </th>
              <td className="py-3 pr-4 text-slate-700">{point.what}</td>
              <td className="py-3 text-slate-700">{point.why}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
