import { formatDate } from "#app/lib/format.server.ts";
import { pathIn, type Locale } from "#common/i18n/locale.ts";
import { messages } from "#common/i18n/messages.ts";
import { postCategoryTitle, postsIn } from "#content/editions.ts";
import { paths } from "#content/paths.ts";
import { postCategories } from "#content/taxonomy.ts";

/**
 * Every article written in `locale` as a card, grouped by category in the taxonomy's order;
 * empty categories left out.
 */
export function blogCategories(locale: Locale) {
  const text = messages[locale].catalogue.blog;
  const posts = postsIn(locale);
  return postCategories
    .map((category) => ({
      slug: category,
      title: postCategoryTitle(locale, category),
      posts: posts
        .filter((post) => post.category === category)
        .map((post) => ({
          to: pathIn(locale, paths.post(post.slug)),
          title: post.title,
          text: post.description,
          meta: `${formatDate(post.published, locale)} · ${text.readTime(post.readingMinutes)}`,
        })),
    }))
    .filter((category) => category.posts.length > 0);
}
