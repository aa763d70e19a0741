/**
 * The content registry: every service, region, area, post, case study, testimonial, gallery item
 * and FAQ, validated once when first imported. Route loaders, the pre-render list, the sitemap and
 * the assistant all read the site through here, so a bad entry (a missing field, a duplicate slug,
 * a link to a page that does not exist) fails the build with the file's name.
 */
import { caseStudies as caseStudyEntries } from "./case-studies";
import { faqCategories as faqEntries } from "./faq";
import { galleryItems as galleryEntries } from "./gallery";
import { ContentError, loadModules, parseEntry, parsePost } from "./parse";
import { paths, staticPagePaths } from "./paths";
import { postRevisions } from "./post-revisions";
import { visible } from "./proof";
import {
  areaSchema,
  caseStudySchema,
  faqCategorySchema,
  galleryItemSchema,
  regionSchema,
  serviceSchema,
  testimonialSchema,
  type Area,
  type CaseStudy,
  type FaqCategory,
  type GalleryItem,
  type Post,
  type Region,
  type Service,
  type Testimonial,
} from "./schema";
import { testimonials as testimonialEntries } from "./testimonials";
import { validateContent, type ContentSet } from "./validate";

const bySlug = <T extends { slug: string }>(a: T, b: T) => a.slug.localeCompare(b.slug);

export const allServices: Service[] = loadModules(
  import.meta.glob("./services/*.ts", { eager: true, import: "service" }),
  serviceSchema,
).sort((a, b) => a.title.localeCompare(b.title));

export const allRegions: Region[] = loadModules(
  import.meta.glob("./regions/*.ts", { eager: true, import: "region" }),
  regionSchema,
).sort(bySlug);

export const allAreas: Area[] = loadModules(
  import.meta.glob("./areas/*.ts", { eager: true, import: "area" }),
  areaSchema,
).sort((a, b) => a.name.localeCompare(b.name));

/** A post with the day its text last changed, when that is after the day it was written. */
function withRevision(post: Post): Post {
  const updated = postRevisions[post.slug]?.updated;
  return updated && updated > post.published ? { ...post, updated } : post;
}

export const allPosts: Post[] = Object.entries(
  import.meta.glob<string>("./blog/*.md", { eager: true, query: "?raw", import: "default" }),
)
  .map(([file, source]) => withRevision(parsePost(source, file)))
  .sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug));

export const allCaseStudies: CaseStudy[] = caseStudyEntries.map((entry, index) =>
  parseEntry(caseStudySchema, entry, `content/case-studies.ts entry ${index + 1}`),
);

export const allTestimonials: Testimonial[] = testimonialEntries.map((entry, index) =>
  parseEntry(testimonialSchema, entry, `content/testimonials.ts entry ${index + 1}`),
);

export const allGalleryItems: GalleryItem[] = galleryEntries.map((entry, index) =>
  parseEntry(galleryItemSchema, entry, `content/gallery.ts entry ${index + 1}`),
);

export const allFaqCategories: FaqCategory[] = faqEntries.map((entry, index) =>
  parseEntry(faqCategorySchema, entry, `content/faq.ts category ${index + 1}`),
);

/** Everything the registry holds, as the validator checks it. */
export const allContent: ContentSet = {
  services: allServices,
  regions: allRegions,
  areas: allAreas,
  posts: allPosts,
  caseStudies: allCaseStudies,
  testimonials: allTestimonials,
  galleryItems: allGalleryItems,
  faqCategories: allFaqCategories,
};

// The server's bundle comes from the same `npm run build` whose prerender has already run this
// check on these files (a bad entry fails that build): there it would only cost each start 0.3 s.
const checkedByBuild = (import.meta.env as ImportMetaEnv | undefined)?.CONTENT_CHECKED_BY_BUILD;
if (checkedByBuild !== "true") validateContent(allContent);

const bySlugMap = <T extends { slug: string }>(entries: T[]) =>
  new Map(entries.map((entry) => [entry.slug, entry]));
const services = bySlugMap(allServices);
const regions = bySlugMap(allRegions);
const areas = bySlugMap(allAreas);
const posts = bySlugMap(allPosts);
const serviceAliases = new Map(
  allServices.flatMap((service) => service.aliases.map((alias) => [alias, service] as const)),
);

/** A service by its slug or by one of its aliases; `canonical` is false for an alias. */
export function getService(slug: string): { service: Service; canonical: boolean } | undefined {
  const service = services.get(slug);
  if (service) return { service, canonical: true };
  const aliased = serviceAliases.get(slug);
  return aliased && { service: aliased, canonical: false };
}

export function requireService(slug: string): Service {
  const service = services.get(slug);
  if (!service) throw new ContentError(`unknown service "${slug}"`);
  return service;
}

export function getRegion(slug: string): Region | undefined {
  return regions.get(slug);
}

export function getArea(regionSlug: string, areaSlug: string): Area | undefined {
  const area = areas.get(areaSlug);
  return area?.region === regionSlug ? area : undefined;
}

export function requireArea(slug: string): Area {
  const area = areas.get(slug);
  if (!area) throw new ContentError(`unknown area "${slug}"`);
  return area;
}

export function areasOf(regionSlug: string): Area[] {
  return allAreas.filter((area) => area.region === regionSlug);
}

export function getPost(slug: string): Post | undefined {
  return posts.get(slug);
}

/** Areas that list the service among their common jobs: the service page links to them. */
export function areasForService(slug: string): Area[] {
  return allAreas.filter((area) => area.services.includes(slug));
}

export function postsForService(slug: string): Post[] {
  return allPosts.filter((post) => post.services.includes(slug));
}

export function postsForArea(slug: string): Post[] {
  return allPosts.filter((post) => post.areas.includes(slug));
}

/** Posts that share the most with this one: areas count most, then services, then tags. */
export function relatedPosts(post: Post, limit = 3, pool: readonly Post[] = allPosts): Post[] {
  const score = (other: Post) =>
    3 * other.areas.filter((slug) => post.areas.includes(slug)).length +
    2 * other.services.filter((slug) => post.services.includes(slug)).length +
    other.tags.filter((tag) => post.tags.includes(tag)).length +
    (other.category === post.category ? 1 : 0);
  return pool
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, score: score(other) }))
    .filter(({ score: value }) => value > 0)
    .sort((a, b) => b.score - a.score || b.other.published.localeCompare(a.other.published))
    .slice(0, limit)
    .map(({ other }) => other);
}

/**
 * What the pages may show: entries given with the customer's permission, and in development and
 * preview builds the invented examples too, each marked `example` (content/proof.ts). Gallery
 * items are filtered where their images are known, in the gallery's loader.
 */
export const shownCaseStudies = visible(allCaseStudies);
export const shownTestimonials = visible(allTestimonials);

export function caseStudiesFor(filter: { service?: string; area?: string }) {
  return shownCaseStudies.filter(
    (study) =>
      (!filter.service || study.services.includes(filter.service)) &&
      (!filter.area || study.area === filter.area),
  );
}

/** Every public, canonical page of the site: what is pre-rendered and listed in the sitemap. */
export function contentPaths(): string[] {
  return [
    ...staticPagePaths,
    ...allServices.map((service) => paths.service(service.slug)),
    ...allRegions.map((region) => paths.region(region.slug)),
    ...allAreas.map((area) => paths.area(area)),
    ...allPosts.map((post) => paths.post(post.slug)),
  ];
}

/**
 * Pages that are pre-rendered but have nothing to show yet, so they are marked noindex and left out
 * of the sitemap: /case-studies until a job is published with the customer's permission.
 */
export function emptyPagePaths(): string[] {
  return shownCaseStudies.length === 0 ? ["/case-studies"] : [];
}

/** Paths that render a canonical page under another name; pre-rendered, never in the sitemap. */
export function aliasPaths(): string[] {
  return ["/blog-details", ...[...serviceAliases.keys()].map((alias) => paths.service(alias))];
}
