import { Link } from "react-router";

import { Icon } from "#app/components/icon.tsx";
import { paths } from "#content/paths.ts";
import { site } from "#content/site.ts";

export function EmergencyBanner({ text }: { text: string }) {
  return (
    <section aria-labelledby="emergency" className="bg-spark-500 text-brand-900">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="flex items-start gap-3">
          <Icon name="siren" className="mt-1 size-6 shrink-0" />
          <div>
            <h2 id="emergency" className="text-xl font-bold">
              Electrical emergency? We answer 24/7.
            </h2>
            <p>{text}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <a
            href={`tel:${site.phone.e164}`}
            className="rounded-md bg-brand-900 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Call {site.phone.display}
          </a>
          <Link
            to={paths.service("emergency-electrical-services")}
            className="rounded-md border border-brand-900 px-5 py-3 font-semibold hover:bg-white/30"
          >
            Emergency service
          </Link>
        </div>
      </div>
    </section>
  );
}
