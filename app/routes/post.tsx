import { marked } from "marked";
import { Link } from "react-router";

import { CallToAction } from "#app/components/call-to-action.tsx";
import { LinkCards } from "#app/components/link-cards.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { formatDate } from "#app/lib/format.server.ts";
import { notFound } from "#app/lib/http.server.ts";
import { readingPage } from "#app/lib/hydration.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { blogPostingLd, breadcrumbLd } from "#app/lib/structured-data.server.ts";
import { getImage } from "#content/images.ts";
import { getPost, relatedPosts, requireArea, requireService } from "#content/index.ts";
import { paths } from "#content/paths.ts";
import { site } from "#content/site.ts";
import { postCategoryImages, postCategoryTitles } from "#content/taxonomy.ts";

import type { Route } from "./+types/post";

export function loader({ params }: Route.LoaderArgs) {
  const post = getPost(params.slug);
  if (!post) notFound();
  const path = paths.post(post.slug);
  const image = getImage(post.image ?? postCategoryImages[post.category]);
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Blog", path: "/blog" },
    { name: post.title, path },
  ];
  return {
    meta: [
      ...pageMeta({
        title: post.title,
        description: post.description,
        path,
        image: image.src,
        type: "article",
      }),
      { property: "article:published_time", content: post.published },
      ...(post.updated ? [{ property: "article:modified_time", content: post.updated }] : []),
    ],
    post: {
      slug: post.slug,
      title: post.title,
      description: post.description,
      published: post.published,
      publishedLabel: formatDate(post.published),
      updated: post.updated,
      updatedLabel: post.updated && formatDate(post.updated),
      readingMinutes: post.readingMinutes,
      category: postCategoryTitles[post.category],
      categoryAnchor: `/blog#${post.category}`,
      // Markdown from our own content folder, rendered once at build time.
      html: marked.parse(post.body, { async: false }),
    },
    path,
    crumbs,
    image,
    services: post.services.map((slug) => {
      const service = requireService(slug);
      return { to: paths.service(slug), title: service.title, text: service.summary };
    }),
    areas: post.areas.map((slug) => {
      const area = requireArea(slug);
      return { to: paths.area(area), title: area.name };
    }),
    related: relatedPosts(post).map((other) => ({
      to: paths.post(other.slug),
      title: other.title,
      meta: formatDate(other.published),
    })),
    structuredData: [blogPostingLd({ ...post, path, image: image.src }), breadcrumbLd(crumbs)],
  };
}

export const meta = metaFromLoader;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

export default function PostPage({ loaderData }: Route.ComponentProps) {
  const { post, crumbs, image, services, areas, related } = loaderData;
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro eyebrow={post.category} title={post.title} crumbs={crumbs}>
        <p className="text-base text-slate-600">
          By {site.name} · <time dateTime={post.published}>{post.publishedLabel}</time>
          {post.updated && (
            <>
              {" "}
              · Updated <time dateTime={post.updated}>{post.updatedLabel}</time>
            </>
          )}{" "}
          · {post.readingMinutes} min read
        </p>
      </PageIntro>
      <div className="mx-auto max-w-3xl px-4 pt-8 sm:px-6">
        <ResponsiveImage
          image={image}
          priority
          sizes="(min-width: 768px) 768px, 100vw"
          className="aspect-[4/3] w-full rounded-xl object-cover"
        />
      </div>
      <article
        className="article-body mx-auto max-w-3xl px-4 py-8 sm:px-6"
        dangerouslySetInnerHTML={{ __html: post.html }}
      />
      <div className="mx-auto max-w-3xl px-4 pb-4 sm:px-6">
        <p className="text-sm text-slate-600">
          More in{" "}
          <Link to={post.categoryAnchor} className="font-semibold text-brand-700 underline">
            {post.category}
          </Link>
          {areas.length > 0 && (
            <>
              {" "}
              · Areas:{" "}
              {areas.map((area, index) => (
                <span key={area.to}>
                  {index > 0 && ", "}
                  <Link to={area.to} className="font-semibold text-brand-700 underline">
                    {area.title}
                  </Link>
                </span>
              ))}
            </>
          )}
        </p>
      </div>
      <Section id="services" title="Services in this article" tone="tint">
        <LinkCards cards={services} />
      </Section>
      {related.length > 0 && (
        <Section id="related" title="Related articles">
          <LinkCards cards={related} columns={3} />
        </Section>
      )}
      <CallToAction />
    </>
  );
}
