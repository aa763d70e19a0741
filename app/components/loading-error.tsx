import { useLocation } from "react-router";

import { site } from "#content/site.ts";

export function LoadingError() {
  const { pathname, search } = useLocation();
  return (
    <section role="alert" className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-brand-900">Loading Error</h1>
      <p className="mt-4 text-slate-600">
        Something went wrong while loading this page. Please refresh the page to try again.
      </p>
      {/* A link to this address, not a button with a handler: it works on a page without script. */}
      <a
        href={pathname + search}
        className="mt-8 inline-block rounded-md bg-spark-500 px-5 py-3 font-semibold text-brand-900 hover:bg-spark-400"
      >
        Refresh the page
      </a>
      <p className="mt-8 text-sm text-slate-600">
        If it keeps happening, call us on{" "}
        <a href={`tel:${site.phone.e164}`} className="font-semibold text-brand-700 underline">
          {site.phone.display}
        </a>
        .
      </p>
    </section>
  );
}
