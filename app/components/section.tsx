import type { ReactNode } from "react";

/** A titled block of a page with a consistent width and rhythm. */
export function Section({
  id,
  title,
  intro,
  children,
  tone = "white",
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: "white" | "tint";
}) {
  return (
    <section aria-labelledby={id} className={tone === "tint" ? "bg-slate-50" : undefined}>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 id={id} className="text-2xl font-bold text-brand-900">
          {title}
        </h2>
        {intro && <div className="mt-2 max-w-3xl text-slate-700">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
