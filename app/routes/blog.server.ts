import { formatDate } from "#app/lib/format.server.ts";
import { allPosts } from "#content/index.ts";
import { paths } from "#content/paths.ts";
import { postCategories, postCategoryTitles } from "#content/taxonomy.ts";

/** Every article as a card, grouped by category in the taxonomy's order; empty ones left out. */
export function blogCategories() {
  return postCategories
    .map((category) => ({
      slug: category,
      title: postCategoryTitles[category],
      posts: allPosts
        .filter((post) => post.category === category)
        .map((post) => ({
          to: paths.post(post.slug),
          title: post.title,
          text: post.description,
          meta: `${formatDate(post.published)} · ${post.readingMinutes} min read`,
        })),
    }))
    .filter((category) => category.posts.length > 0);
}
