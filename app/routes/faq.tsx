import { CallToAction } from "#app/components/call-to-action.tsx";
import { AnchorNav } from "#app/components/chips.tsx";
import { FaqList } from "#app/components/faq-list.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { FaqIntro } from "#app/features/faq/faq-intro.tsx";
import { readingPage } from "#app/lib/hydration.ts";
import { requestLocale } from "#app/lib/locale.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { usePages } from "#app/lib/page-words.ts";
import { breadcrumbLd, faqPageLd, webPageLd } from "#app/lib/structured-data.server.ts";
import { pathIn } from "#common/i18n/locale.ts";
import { messages } from "#common/i18n/messages.ts";
import { site } from "#content/site.ts";

import type { Route } from "./+types/faq";
import { faqCategoriesIn } from "./faq.server";

export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const { faq } = messages[locale].pages;
  const home = messages[locale].catalogue.crumbs.home;
  const categories = faqCategoriesIn(locale);
  const crumbs = [
    { name: home, path: pathIn(locale, "/") },
    { name: faq.crumb, path: pathIn(locale, "/faq") },
  ];
  const head = {
    title: faq.metaTitle,
    description: faq.metaDescription(site.name),
    path: pathIn(locale, "/faq"),
  };
  return {
    meta: pageMeta(head),
    categories,
    crumbs,
    contactPath: pathIn(locale, "/contact"),
    structuredData: [
      webPageLd(head),
      faqPageLd(categories.flatMap((category) => category.items)),
      breadcrumbLd(crumbs),
    ],
  };
}

export const meta = metaFromLoader;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

export default function Faq({ loaderData }: Route.ComponentProps) {
  const t = usePages().faq;
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro eyebrow={t.eyebrow} title={t.title} crumbs={loaderData.crumbs}>
        <FaqIntro contactPath={loaderData.contactPath} />
        <AnchorNav
          label={t.topics}
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
