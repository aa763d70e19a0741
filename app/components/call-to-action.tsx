import { Link } from "react-router";

import { site } from "#content/site.ts";

export function CallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div>
          <h2 id="cta-heading" className="text-2xl font-bold">
            Need an electrician?
          </h2>
          <p className="mt-2 text-slate-200">
            {site.hoursSummary}. {site.emergencySummary}.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a
            href={`tel:${site.phone.e164}`}
            className="rounded-md bg-spark-500 px-5 py-3 font-semibold text-brand-900 hover:bg-spark-400"
          >
            Call {site.phone.display}
          </a>
          <Link
            to="/contact"
            className="rounded-md border border-white px-5 py-3 font-semibold hover:bg-white/10"
          >
            Send a message
          </Link>
        </div>
      </div>
    </section>
  );
}
