import { Link } from "react-router";

import { CallToAction } from "#app/components/call-to-action.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { allServices } from "#content/index.ts";
import { paths } from "#content/paths.ts";
import { serviceGroups, serviceGroupTitles } from "#content/taxonomy.ts";

import type { Route } from "./+types/services";

export function loader() {
  return {
    groups: serviceGroups.map((group) => ({
      group,
      title: serviceGroupTitles[group],
      services: allServices
        .filter((service) => service.group === group)
        .map(({ slug, title, summary }) => ({ slug, title, summary, to: paths.service(slug) })),
    })),
  };
}

export const meta = () =>
  pageMeta({
    title: "Electrical services in Cape Town",
    description:
      "Every electrical service we offer in Cape Town: repairs, installations, distribution boards, solar and inverters, CoCs, CCTV, access control and data cabling.",
    path: "/services",
  });

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro eyebrow="Services" title="Electrical services in Cape Town">
        <p>
          From a single plug point to a factory distribution board, every job is done by qualified
          electricians and certified where the law requires it.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-5xl space-y-12 px-4 py-12 sm:px-6 lg:px-8">
        {loaderData.groups.map(({ group, title, services }) => (
          <section key={group} aria-labelledby={`group-${group}`}>
            <h2 id={`group-${group}`} className="text-2xl font-bold text-brand-900">
              {title}
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {services.map((service) => (
                <li key={service.slug} className="rounded-lg border border-slate-200 p-4">
                  <h3 className="font-semibold">
                    <Link to={service.to} className="text-brand-700 hover:underline">
                      {service.title}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm text-slate-600">{service.summary}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <CallToAction />
    </>
  );
}
