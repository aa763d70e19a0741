/**
 * The two editions seen from a page: what it may show in its own language, and where it links.
 * An Afrikaans page shows the Afrikaans text where it has been written and otherwise links the
 * English page in English (issue 18: nothing is machine-translated), marked with its language.
 */
import { languageTags, pathIn, type Locale } from "#common/i18n/locale.ts";

import { afAreas, afEnglishPaths, afPosts, afRegions, afServices } from "./af/index";
import { afPostCategoryTitles, afServiceGroupTitles } from "./af/taxonomy";
import { allAreas, allPosts, allRegions, allServices } from "./index";
import { paths } from "./paths";
import type { Area, Post, Region, Service } from "./schema";
import {
  postCategoryTitles,
  serviceGroupTitles,
  type PostCategory,
  type ServiceGroup,
} from "./taxonomy";

/** An entry as a page in `locale` shows it: in its own language, or the English one it links. */
export interface Shown<T> {
  entry: T;
  /** The language the entry is written in, which the link and its text are marked with. */
  locale: Locale;
  path: string;
}

interface Kind<T extends { slug: string }> {
  english: ReadonlyMap<string, T>;
  afrikaans: ReadonlyMap<string, T>;
  path: (entry: T) => string;
}

const bySlug = <T extends { slug: string }>(entries: readonly T[]) =>
  new Map(entries.map((entry) => [entry.slug, entry]));

const kinds = {
  service: {
    english: bySlug(allServices),
    afrikaans: bySlug(afServices),
    path: (service: Service) => paths.service(service.slug),
  } satisfies Kind<Service>,
  region: {
    english: bySlug(allRegions),
    afrikaans: bySlug(afRegions),
    path: (region: Region) => paths.region(region.slug),
  } satisfies Kind<Region>,
  area: {
    english: bySlug(allAreas),
    afrikaans: bySlug(afAreas),
    path: (area: Area) => paths.area(area),
  } satisfies Kind<Area>,
  post: {
    english: bySlug(allPosts),
    afrikaans: bySlug(afPosts),
    path: (post: Post) => paths.post(post.slug),
  } satisfies Kind<Post>,
};

function own<T extends { slug: string }>(kind: Kind<T>, locale: Locale, slug: string) {
  return (locale === "af" ? kind.afrikaans : kind.english).get(slug);
}

function shown<T extends { slug: string }>(
  kind: Kind<T>,
  locale: Locale,
  slug: string,
): Shown<T> | undefined {
  const translated = locale === "af" ? kind.afrikaans.get(slug) : undefined;
  if (translated) return { entry: translated, locale, path: pathIn(locale, kind.path(translated)) };
  const english = kind.english.get(slug);
  return english && { entry: english, locale: "en", path: kind.path(english) };
}

/** The page's own entry: undefined when it has not been written in this language (a 404). */
export const ownService = (locale: Locale, slug: string) => own(kinds.service, locale, slug);
export const ownRegion = (locale: Locale, slug: string) => own(kinds.region, locale, slug);
export const ownArea = (locale: Locale, slug: string) => own(kinds.area, locale, slug);
export const ownPost = (locale: Locale, slug: string) => own(kinds.post, locale, slug);

/** What a page in `locale` links for a slug: its own language's page, or the English one. */
export const shownService = (locale: Locale, slug: string) => shown(kinds.service, locale, slug);
export const shownRegion = (locale: Locale, slug: string) => shown(kinds.region, locale, slug);
export const shownArea = (locale: Locale, slug: string) => shown(kinds.area, locale, slug);
export const shownPost = (locale: Locale, slug: string) => shown(kinds.post, locale, slug);

/** Every service, region or area as a page in `locale` lists them, in the English order. */
export function shownServices(locale: Locale): Shown<Service>[] {
  return allServices.map((service) => shown(kinds.service, locale, service.slug)!);
}
export function shownRegions(locale: Locale): Shown<Region>[] {
  return allRegions.map((region) => shown(kinds.region, locale, region.slug)!);
}
export function shownAreasOf(locale: Locale, regionSlug: string): Shown<Area>[] {
  return allAreas
    .filter((area) => area.region === regionSlug)
    .map((area) => shown(kinds.area, locale, area.slug)!);
}

/** The posts written in `locale`, newest first. */
export function postsIn(locale: Locale): Post[] {
  return locale === "af" ? afPosts : allPosts;
}

/** Whether the page at `englishPath` has been written in `locale`. */
export function hasPage(locale: Locale, englishPath: string): boolean {
  return locale === "en" || afEnglishPaths.has(englishPath);
}

/** Where a page in `locale` links for the page at `englishPath`, and in which language. */
export function linkIn(locale: Locale, englishPath: string): { path: string; locale: Locale } {
  return hasPage(locale, englishPath)
    ? { path: pathIn(locale, englishPath), locale }
    : { path: englishPath, locale: "en" };
}

/** The editions of the page at `englishPath`: its hreflang alternates, English first. */
export function editionsOf(
  englishPath: string,
): { locale: Locale; hreflang: string; path: string }[] {
  return (["en", "af"] as const)
    .filter((locale) => hasPage(locale, englishPath))
    .map((locale) => ({
      locale,
      hreflang: languageTags[locale],
      path: pathIn(locale, englishPath),
    }));
}

export function serviceGroupTitle(locale: Locale, group: ServiceGroup): string {
  return (locale === "af" ? afServiceGroupTitles : serviceGroupTitles)[group];
}

export function postCategoryTitle(locale: Locale, category: PostCategory): string {
  return (locale === "af" ? afPostCategoryTitles : postCategoryTitles)[category];
}

/** Every page of the Afrikaans edition: pre-rendered and listed in the sitemap with the English. */
export function afrikaansPaths(): string[] {
  return [...afEnglishPaths].map((path) => pathIn("af", path));
}
