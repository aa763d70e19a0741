import { CallToAction } from "#app/components/call-to-action.tsx";
import { AnchorNav } from "#app/components/chips.tsx";
import { LinkCards } from "#app/components/link-cards.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { readingPage } from "#app/lib/hydration.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd } from "#app/lib/structured-data.server.ts";

import type { Route } from "./+types/services";
import { serviceGroupCards } from "./services.server";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Services", path: "/services" },
];

export function loader() {
  return {
    meta: pageMeta({
      title: "Electrical services in Cape Town",
      description:
        "Every electrical service we offer in Cape Town: repairs, installations, distribution boards, solar and inverters, CoCs, CCTV, access control and data cabling.",
      path: "/services",
    }),
    groups: serviceGroupCards(),
    structuredData: breadcrumbLd(crumbs),
  };
}

export const meta = metaFromLoader;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro eyebrow="Services" title="Electrical services in Cape Town" crumbs={crumbs}>
        <p>
          From a single plug point to a factory distribution board, every job is done by registered
          electricians and certified where the law requires it.
        </p>
        <AnchorNav
          label="Service groups"
          items={loaderData.groups.map((x) => ({ id: x.group, label: x.title }))}
        />
      </PageIntro>
      {loaderData.groups.map(({ group, title, services }, index) => (
        <Section key={group} id={group} title={title} tone={index % 2 ? "tint" : "white"}>
          <LinkCards cards={services} columns={3} />
        </Section>
      ))}
      <CallToAction />
    </>
  );
}
