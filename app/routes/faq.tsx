import { CallToAction } from "#app/components/call-to-action.tsx";
import { AnchorNav } from "#app/components/chips.tsx";
import { FaqList } from "#app/components/faq-list.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { FaqIntro } from "#app/features/faq/faq-intro.tsx";
import { readingPage } from "#app/lib/hydration.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd, faqPageLd } from "#app/lib/structured-data.server.ts";
import { allFaqCategories } from "#content/index.ts";
import { site } from "#content/site.ts";

import type { Route } from "./+types/faq";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "FAQ", path: "/faq" },
];

export function loader() {
  return {
    meta: pageMeta({
      title: "Frequently asked questions",
      description: `Answers about prices and quotes, Certificates of Compliance, load-shedding backup, opening hours and emergencies from ${site.name}.`,
      path: "/faq",
    }),
    categories: allFaqCategories,
    structuredData: [
      faqPageLd(allFaqCategories.flatMap((category) => category.items)),
      breadcrumbLd(crumbs),
    ],
  };
}

export const meta = metaFromLoader;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro eyebrow="FAQ" title="Frequently asked questions" crumbs={crumbs}>
        <FaqIntro />
        <AnchorNav
          label="Topics"
          items={loaderData.categories.map((x) => ({ id: x.slug, label: x.title }))}
        />
      </PageIntro>
      {loaderData.categories.map((category, index) => (
        <Section
          key={category.slug}
          id={category.slug}
          title={category.title}
          tone={index % 2 ? "tint" : "white"}
        >
          <FaqList items={category.items} />
        </Section>
      ))}
      <CallToAction />
    </>
  );
}
