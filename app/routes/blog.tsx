import { Link } from "react-router";

import { AnchorNav } from "#app/components/chips.tsx";
import { LinkCards } from "#app/components/link-cards.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { useCatalogue } from "#app/lib/catalogue.ts";
import { readingPage } from "#app/lib/hydration.ts";
import { requestLocale } from "#app/lib/locale.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd, webPageLd } from "#app/lib/structured-data.server.ts";
import { pathIn } from "#common/i18n/locale.ts";
import { messages } from "#common/i18n/messages.ts";
import { site } from "#content/site.ts";

import type { Route } from "./+types/blog";
import { blogCategories } from "./blog.server";

export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const text = messages[locale].catalogue;
  const crumbs = [
    { name: text.crumbs.home, path: pathIn(locale, "/") },
    { name: text.crumbs.blog, path: pathIn(locale, "/blog") },
  ];
  const head = {
    title: text.blog.title,
    description: text.blog.description(site.name),
    path: pathIn(locale, "/blog"),
  };
  return {
    meta: pageMeta(head),
    crumbs,
    categories: blogCategories(locale),
    structuredData: [webPageLd(head), breadcrumbLd(crumbs)],
  };
}

// /blog-details shows this list too; both point search engines at /blog.
export const meta = metaFromLoader;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

export default function Blog({ loaderData }: Route.ComponentProps) {
  const text = useCatalogue();
  const other = text.blog.otherEdition;
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro eyebrow={text.crumbs.blog} title={text.blog.title} crumbs={loaderData.crumbs}>
        <p>{text.blog.intro}</p>
        {other && (
          <p className="text-base">
            {other.text}{" "}
            <Link to={other.path} hrefLang="en" className="font-semibold text-brand-700 underline">
              {other.link}
            </Link>
            .
          </p>
        )}
        <AnchorNav
          label={text.blog.categoriesLabel}
          items={loaderData.categories.map((x) => ({
            id: x.slug,
            label: `${x.title} (${x.posts.length})`,
          }))}
        />
      </PageIntro>
      {loaderData.categories.map((category, index) => (
        <Section
          key={category.slug}
          id={category.slug}
          title={category.title}
          tone={index % 2 ? "tint" : "white"}
        >
          <LinkCards cards={category.posts} columns={3} />
        </Section>
      ))}
    </>
  );
}
