/**
 * The Afrikaans edition's content: the services, regions, areas and posts that have been written
 * in Afrikaans (not translated word by word), each under the slug of its English page, which is
 * its alternate. Validated once when first imported, like the English registry.
 */
import { pathIn } from "#common/i18n/locale.ts";

import { allAreas, allPosts, allRegions, allServices } from "../index";
import { ContentError, loadModules, parsePost } from "../parse";
import { paths } from "../paths";
import { areaSchema, regionSchema, serviceSchema, type Post } from "../schema";
import { fixedPaths } from "../validate";

const byTitle = <T extends { title: string }>(a: T, b: T) => a.title.localeCompare(b.title, "af");

export const afServices = loadModules(
  import.meta.glob("./services/*.ts", { eager: true, import: "service" }),
  serviceSchema,
).sort(byTitle);

export const afRegions = loadModules(
  import.meta.glob("./regions/*.ts", { eager: true, import: "region" }),
  regionSchema,
).sort((a, b) => a.slug.localeCompare(b.slug));

export const afAreas = loadModules(
  import.meta.glob("./areas/*.ts", { eager: true, import: "area" }),
  areaSchema,
).sort((a, b) => a.name.localeCompare(b.name, "af"));

export const afPosts: Post[] = Object.entries(
  import.meta.glob<string>("./blog/*.md", { eager: true, query: "?raw", import: "default" }),
)
  .map(([file, source]) => parsePost(source, file))
  .sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug));

/** Afrikaans static pages: each is the alternate of the English page at the same path after /af. */
export const afStaticPagePaths = [
  "/",
  "/about",
  "/services",
  "/service-areas",
  "/contact",
  "/blog",
  "/faq",
  "/privacy-policy",
  "/book-appointment",
] as const;

/** English paths of every page that has an Afrikaans edition. */
export const afEnglishPaths: ReadonlySet<string> = new Set([
  ...afStaticPagePaths,
  ...afServices.map((service) => paths.service(service.slug)),
  ...afRegions.map((region) => paths.region(region.slug)),
  ...afAreas.map((area) => paths.area(area)),
  ...afPosts.map((post) => paths.post(post.slug)),
]);

function requireAlternate<T extends { slug: string }>(
  where: string,
  entry: T,
  english: readonly T[],
): T {
  const alternate = english.find((other) => other.slug === entry.slug);
  if (!alternate) {
    throw new ContentError(`${where}: no English page with the slug "${entry.slug}"`);
  }
  return alternate;
}

/**
 * Every Afrikaans page is the alternate of an English one, links only to slugs the site knows
 * (an Afrikaans page links to the English page where there is no Afrikaans one), and an area
 * stays in its English page's region.
 */
function validateAfrikaans(): void {
  const englishServices = new Set(allServices.map((service) => service.slug));
  const englishAreas = new Set(allAreas.map((area) => area.slug));
  const known = (where: string, kind: string, slugs: string[], set: Set<string>) => {
    for (const slug of slugs) {
      if (!set.has(slug)) throw new ContentError(`${where}: unknown ${kind} "${slug}"`);
    }
  };
  for (const service of afServices) {
    const where = `content/af/services/${service.slug}.ts`;
    requireAlternate(where, service, allServices);
    known(where, "related service", service.related, englishServices);
    if (service.aliases.length > 0) {
      throw new ContentError(`${where}: aliases belong to the English page only`);
    }
  }
  for (const region of afRegions) {
    requireAlternate(`content/af/regions/${region.slug}.ts`, region, allRegions);
  }
  for (const area of afAreas) {
    const where = `content/af/areas/${area.slug}.ts`;
    const english = requireAlternate(where, area, allAreas);
    if (english.region !== area.region) {
      throw new ContentError(`${where}: region "${area.region}" differs from the English page's`);
    }
    known(where, "service", area.services, englishServices);
    known(where, "nearby area", area.nearby, englishAreas);
  }
  const linkable = new Set([
    ...[...afEnglishPaths].map((path) => pathIn("af", path)),
    ...allServices.map((service) => paths.service(service.slug)),
    ...allRegions.map((region) => paths.region(region.slug)),
    ...allAreas.map((area) => paths.area(area)),
    ...allPosts.map((post) => paths.post(post.slug)),
    ...fixedPaths,
  ]);
  for (const post of afPosts) {
    const where = `content/af/blog/${post.slug}.md`;
    requireAlternate(where, post, allPosts);
    known(where, "service", post.services, englishServices);
    known(where, "area", post.areas, englishAreas);
    for (const match of post.body.matchAll(/\]\((\/[^)\s#?]*)[^)]*\)/g)) {
      const target = match[1] ?? "";
      if (!linkable.has(target)) {
        throw new ContentError(`${where}: link to unknown page "${target}"`);
      }
    }
  }
}

validateAfrikaans();
