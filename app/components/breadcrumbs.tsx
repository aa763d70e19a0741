import { Link } from "react-router";

import { Icon } from "#app/components/icon.tsx";
import { useShell } from "#app/lib/locale.ts";

export interface Crumb {
  name: string;
  path: string;
}

/** The trail above a page's heading; the last crumb is the page itself. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const shell = useShell();
  return (
    <nav aria-label={shell.breadcrumb} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="text-slate-800">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link to={crumb.path} className="hover:text-brand-700 hover:underline">
                    {crumb.name}
                  </Link>
                  <Icon name="chevron-right" className="size-3.5 text-slate-400" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
