import { Link } from "react-router";

import { Icon } from "#app/components/icon.tsx";
import { useShell } from "#app/lib/locale.ts";
import { usePages } from "#app/lib/page-words.ts";
import { fill } from "#common/i18n/fill.ts";
import type { Locale } from "#common/i18n/locale.ts";
import { site } from "#content/site.ts";

/** `service` is the emergency service's page in the page's language, or the English one. */
export function EmergencyBanner({
  text,
  service,
}: {
  text: string;
  service: { to: string; lang?: Locale };
}) {
  const pages = usePages();
  const shell = useShell();
  return (
    <section aria-labelledby="emergency" className="bg-spark-500 text-brand-900">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="flex items-start gap-3">
          <Icon name="siren" className="mt-1 size-6 shrink-0" />
          <div>
            <h2 id="emergency" className="text-xl font-bold">
              {pages.home.emergencyHeading}
            </h2>
            <p>{text}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <a
            href={`tel:${site.phone.e164}`}
            className="rounded-md bg-brand-900 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {fill(shell.actions.call, { phone: site.phone.display })}
          </a>
          <Link
            to={service.to}
            hrefLang={service.lang}
            className="rounded-md border border-brand-900 px-5 py-3 font-semibold hover:bg-white/30"
          >
            {pages.home.emergencyService}
          </Link>
        </div>
      </div>
    </section>
  );
}
