import { useRouteLoaderData } from "react-router";

import type { FooterFacts } from "#app/lib/footer.server.ts";
import { useShell } from "#app/lib/locale.ts";
import { fill } from "#common/i18n/fill.ts";
import { site } from "#content/site.ts";

import { ContactActions } from "./contact-actions";

export function CallToAction({ topic }: { topic?: string }) {
  const { actions } = useShell();
  // The root loader's, in the page's language; absent only while the root itself has failed.
  const hours =
    useRouteLoaderData<{ footer: FooterFacts }>("root")?.footer.hours ??
    `${site.hoursSummary}. ${site.emergencySummary}.`;
  return (
    <section aria-labelledby="cta-heading" className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div>
          <h2 id="cta-heading" className="text-2xl font-bold">
            {topic
              ? fill(actions.needHelpWith, { topic: topic.toLowerCase() })
              : actions.needElectrician}
          </h2>
          <p className="mt-2 text-slate-200">{hours}</p>
        </div>
        <ContactActions topic={topic} tone="dark" />
      </div>
    </section>
  );
}
