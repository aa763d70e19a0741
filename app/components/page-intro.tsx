import type { ReactNode } from "react";

import { Breadcrumbs, type Crumb } from "./breadcrumbs";

export function PageIntro({
  eyebrow,
  title,
  crumbs,
  children,
  aside,
}: {
  eyebrow?: string;
  title: string;
  crumbs?: Crumb[];
  children?: ReactNode;
  /** Shown beside the text on wide screens, below it on phones (an image, usually). */
  aside?: ReactNode;
}) {
  return (
    <div className="bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        {crumbs && <Breadcrumbs crumbs={crumbs} />}
        <div className={aside ? "mt-4 grid items-center gap-8 md:grid-cols-5" : "mt-4"}>
          <div className={aside ? "md:col-span-3" : "max-w-3xl"}>
            {eyebrow && (
              <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">
                {eyebrow}
              </p>
            )}
            <h1 className="mt-1 text-3xl font-bold text-balance text-brand-900 sm:text-4xl">
              {title}
            </h1>
            {children && <div className="mt-4 space-y-4 text-lg text-slate-700">{children}</div>}
          </div>
          {aside && <div className="md:col-span-2">{aside}</div>}
        </div>
      </div>
    </div>
  );
}
