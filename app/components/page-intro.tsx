import type { ReactNode } from "react";

export function PageIntro({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="bg-brand-50">
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-1 text-3xl font-bold text-balance text-brand-900 sm:text-4xl">{title}</h1>
        {children && <div className="mt-4 max-w-3xl text-lg text-slate-700">{children}</div>}
      </div>
    </div>
  );
}
