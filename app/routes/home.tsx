import { Link } from "react-router";

import { CallToAction } from "#app/components/call-to-action.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { site, yearsInBusiness } from "#content/site.ts";

export const meta = () =>
  pageMeta({
    title: `Electricians in Cape Town | ${site.name}, Bishop Lavis`,
    description: `Registered electricians based in Bishop Lavis serving Cape Town since ${site.foundedYear}: repairs, installations, solar, CoCs and 24/7 emergency call-outs.`,
    path: "/",
  });

export default function Home() {
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-spark-400 uppercase">
            Registered electrical contractors since {site.foundedYear}
          </p>
          <h1 className="mt-2 text-4xl font-bold text-balance sm:text-5xl">
            Cape Town electricians, based in Bishop Lavis
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-200">
            For {yearsInBusiness()} years we have repaired, installed and certified electrical work
            in homes and businesses across {site.serviceAreaSummary}. Every job is done to SANS
            10142-1, and our emergency line is answered 24 hours a day.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href={`tel:${site.phone.e164}`}
              className="rounded-md bg-spark-500 px-5 py-3 font-semibold text-brand-900 hover:bg-spark-400"
            >
              Call {site.phone.display}
            </a>
            <Link
              to="/services"
              className="rounded-md border border-white px-5 py-3 font-semibold hover:bg-white/10"
            >
              See our services
            </Link>
          </div>
        </div>
      </section>
      <CallToAction />
    </>
  );
}
