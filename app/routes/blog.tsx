import { AnchorNav } from "#app/components/chips.tsx";
import { LinkCards } from "#app/components/link-cards.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { readingPage } from "#app/lib/hydration.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd } from "#app/lib/structured-data.server.ts";
import { site } from "#content/site.ts";

import type { Route } from "./+types/blog";
import { blogCategories } from "./blog.server";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Blog", path: "/blog" },
];

export function loader() {
  return {
    meta: pageMeta({
      title: "Electrical advice for Cape Town homes and businesses",
      description: `Articles from the electricians at ${site.name}: safety, load-shedding, solar, Certificates of Compliance and what to expect in your suburb.`,
      path: "/blog",
    }),
    categories: blogCategories(),
    structuredData: breadcrumbLd(crumbs),
  };
}

// /blog-details shows this list too; both point search engines at /blog.
export const meta = metaFromLoader;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro
        eyebrow="Blog"
        title="Electrical advice for Cape Town homes and businesses"
        crumbs={crumbs}
      >
        <p>
          Straight answers from working electricians about safety, backup power, compliance and the
          suburbs we work in.
        </p>
        <AnchorNav
          label="Categories"
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
