import { marked } from "marked";

import { cardOf } from "#app/lib/edition-links.server.ts";
import { formatDate } from "#app/lib/format.server.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { blogPostingLd, breadcrumbLd } from "#app/lib/structured-data.server.ts";
import { pathIn, type Locale } from "#common/i18n/locale.ts";
import { messages } from "#common/i18n/messages.ts";
import { postCategoryTitle, postsIn, shownArea, shownService } from "#content/editions.ts";
import { getImage } from "#content/images.ts";
import { relatedPosts } from "#content/index.ts";
import { paths } from "#content/paths.ts";
import type { Post } from "#content/schema.ts";
import { postCategoryImages } from "#content/taxonomy.ts";

/** An article's page: its text as HTML, its dates, and links to its services, areas and kin. */
export function postPageData(post: Post, locale: Locale) {
  const text = messages[locale].catalogue;
  const path = pathIn(locale, paths.post(post.slug));
  const image = getImage(post.image ?? postCategoryImages[post.category]);
  const crumbs = [
    { name: text.crumbs.home, path: pathIn(locale, "/") },
    { name: text.crumbs.blog, path: pathIn(locale, "/blog") },
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
      publishedLabel: formatDate(post.published, locale),
      updated: post.updated,
      updatedLabel: post.updated && formatDate(post.updated, locale),
      readingMinutes: post.readingMinutes,
      category: postCategoryTitle(locale, post.category),
      categoryAnchor: `${pathIn(locale, "/blog")}#${post.category}`,
      // Markdown from our own content folder, rendered once at build time.
      html: markEnglishLinks(marked.parse(post.body, { async: false }), locale),
    },
    path,
    crumbs,
    image,
    services: post.services.map((slug) =>
      cardOf(locale, shownService(locale, slug)!, (service) => ({
        title: service.title,
        text: service.summary,
      })),
    ),
    areas: post.areas.map((slug) =>
      cardOf(locale, shownArea(locale, slug)!, (area) => ({ title: area.name })),
    ),
    related: relatedPosts(post, 3, postsIn(locale)).map((other) => ({
      to: pathIn(locale, paths.post(other.slug)),
      title: other.title,
      meta: formatDate(other.published, locale),
    })),
    structuredData: [blogPostingLd({ ...post, path, image: image.src }), breadcrumbLd(crumbs)],
  };
}

/** In an Afrikaans article, a link to a page that exists only in English says so to the browser. */
function markEnglishLinks(html: string, locale: Locale): string {
  if (locale === "en") return html;
  return html.replace(/<a href="\/(?!af[/"])/g, '<a hreflang="en" href="/');
}
