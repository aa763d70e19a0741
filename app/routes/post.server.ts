import { marked } from "marked";

import { formatDate } from "#app/lib/format.server.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { blogPostingLd, breadcrumbLd } from "#app/lib/structured-data.server.ts";
import { getImage } from "#content/images.ts";
import { relatedPosts, requireArea, requireService } from "#content/index.ts";
import { paths } from "#content/paths.ts";
import type { Post } from "#content/schema.ts";
import { postCategoryImages, postCategoryTitles } from "#content/taxonomy.ts";

/** An article's page: its text as HTML, its dates, and links to its services, areas and kin. */
export function postPageData(post: Post) {
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
