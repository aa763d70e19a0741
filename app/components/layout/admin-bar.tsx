import { Link } from "react-router";

import { site } from "#content/site.ts";

/**
 * The admin's own top bar: small enough to leave a phone's screen to the leads, with the way back
 * to the public site and to the account. The inbox's tabs and alerts live in the inbox itself.
 */
export function AdminBar() {
  return (
    <header className="sticky top-0 z-40 border-b border-brand-900 bg-brand-900 text-white">
      <div className="mx-auto flex h-12 max-w-6xl items-center justify-between gap-3 px-4">
        <Link to="/admin" className="flex min-w-0 items-center gap-2 font-semibold">
          <img src="/favicon.svg" alt="" width={24} height={24} className="shrink-0" />
          <span className="truncate">{site.name}</span>
          <span className="shrink-0 text-spark-300">Leads</span>
        </Link>
        <nav aria-label="Staff" className="flex shrink-0 gap-1 text-sm">
          <Link to="/" className="rounded-md px-2 py-2 hover:bg-white/10">
            Site
          </Link>
          <Link to="/auth" className="rounded-md px-2 py-2 hover:bg-white/10">
            Account
          </Link>
        </nav>
      </div>
    </header>
  );
}
