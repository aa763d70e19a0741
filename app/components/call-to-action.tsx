import { useLocale, useMessages } from "#app/lib/locale.ts";
import * as afSite from "#content/af/site.ts";
import { site } from "#content/site.ts";

import { ContactActions } from "./contact-actions";

export function CallToAction({ topic }: { topic?: string }) {
  const { actions } = useMessages().shell;
  const hours =
    useLocale() === "af"
      ? `${afSite.hoursSummary()}. ${afSite.emergencySummary}.`
      : `${site.hoursSummary}. ${site.emergencySummary}.`;
  return (
    <section aria-labelledby="cta-heading" className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div>
          <h2 id="cta-heading" className="text-2xl font-bold">
            {topic ? actions.needHelpWith(topic) : actions.needElectrician}
          </h2>
          <p className="mt-2 text-slate-200">{hours}</p>
        </div>
        <ContactActions topic={topic} tone="dark" />
      </div>
    </section>
  );
}
