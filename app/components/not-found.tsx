import { Link } from "react-router";

import { site } from "#content/site.ts";

export function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">Page not found</h1>
      <p className="mt-4 text-slate-600">
        The page you were looking for is not here. It may have moved, or the address may have a
        typing error.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-md bg-spark-500 px-5 py-3 font-semibold text-brand-900 hover:bg-spark-400"
        >
          Go to the home page
        </Link>
        <Link
          to="/services"
          className="rounded-md border border-brand-900 px-5 py-3 font-semibold text-brand-900 hover:bg-brand-50"
        >
          See our services
        </Link>
      </div>
      <p className="mt-8 text-sm text-slate-600">
        Need an electrician urgently? Call{" "}
        <a href={`tel:${site.phone.e164}`} className="font-semibold text-brand-700 underline">
          {site.phone.display}
        </a>
        , day or night.
      </p>
    </section>
  );
}
