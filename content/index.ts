/**
 * The content registry: every service, region, area and post, validated once when first imported.
 * Route loaders, the pre-render list, the sitemap and the assistant all read the site through here,
 * so a bad entry fails the build with the file's name instead of shipping a broken page.
 */
import { parse as parseYaml } from "yaml";
import type { z } from "zod";

import { paths } from "./paths";
import {
  areaSchema,
  postFrontMatterSchema,
  regionSchema,
  serviceSchema,
  type Area,
  type Post,
  type Region,
  type Service,
} from "./schema";

class ContentError extends Error {
  override name = "ContentError";
}

function fileSlug(path: string): string {
  return path.replace(/^.*\//, "").replace(/\.(ts|md)$/, "");
}

function parseEntry<S extends z.ZodType>(schema: S, value: unknown, file: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join(".") || "(entry)"}: ${issue.message}`)
      .join("\n");
    throw new ContentError(`Invalid content in ${file}:\n${problems}`);
  }
  return result.data;
}

function loadModules<S extends z.ZodType>(
  modules: Record<string, unknown>,
  schema: S,
): z.output<S>[] {
  return Object.entries(modules).map(([file, value]) => {
    const entry = parseEntry(schema, value, file);
    const slug = (entry as { slug: string }).slug;
    if (slug !== fileSlug(file)) {
      throw new ContentError(`${file}: slug "${slug}" must match the file name`);
    }
    return entry;
  });
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function parsePost(source: string, file: string): Post {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new ContentError(`${file}: a post starts with a --- front matter block`);
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? "");
  } catch (error) {
    throw new ContentError(`${file}: front matter is not valid YAML (${String(error)})`);
  }
  const frontMatter = parseEntry(postFrontMatterSchema, data, file);
  const body = source.slice(match[0].length).trim();
  if (!body) throw new ContentError(`${file}: the post has no body`);
  return { ...frontMatter, slug: fileSlug(file), body };
}

function indexBySlug<T extends { slug: string }>(kind: string, entries: T[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const entry of entries) {
    if (map.has(entry.slug)) throw new ContentError(`duplicate ${kind} slug "${entry.slug}"`);
    map.set(entry.slug, entry);
  }
  return map;
}

const bySlug = <T extends { slug: string }>(a: T, b: T) => a.slug.localeCompare(b.slug);

export const allServices: Service[] = loadModules(
  import.meta.glob("./services/*.ts", { eager: true, import: "service" }),
  serviceSchema,
).sort(bySlug);

export const allRegions: Region[] = loadModules(
  import.meta.glob("./regions/*.ts", { eager: true, import: "region" }),
  regionSchema,
).sort(bySlug);

export const allAreas: Area[] = loadModules(
  import.meta.glob("./areas/*.ts", { eager: true, import: "area" }),
  areaSchema,
).sort(bySlug);

export const allPosts: Post[] = Object.entries(
  import.meta.glob<string>("./blog/*.md", { eager: true, query: "?raw", import: "default" }),
)
  .map(([file, source]) => parsePost(source, file))
  .sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug));

const services = indexBySlug("service", allServices);
const regions = indexBySlug("region", allRegions);
const posts = indexBySlug("post", allPosts);
const areas = new Map<string, Area>();
const serviceAliases = new Map<string, Service>();

for (const service of allServices) {
  for (const alias of service.aliases) {
    if (services.has(alias) || serviceAliases.has(alias)) {
      throw new ContentError(`service alias "${alias}" of ${service.slug} is already a slug`);
    }
    serviceAliases.set(alias, service);
  }
}

for (const area of allAreas) {
  if (!regions.has(area.region)) {
    throw new ContentError(`area ${area.slug}: unknown region "${area.region}"`);
  }
  const key = `${area.region}/${area.slug}`;
  if (areas.has(key)) throw new ContentError(`duplicate area "${key}"`);
  areas.set(key, area);
}

/** A service by its slug or by one of its aliases; `canonical` is false for an alias. */
export function getService(slug: string): { service: Service; canonical: boolean } | undefined {
  const service = services.get(slug);
  if (service) return { service, canonical: true };
  const aliased = serviceAliases.get(slug);
  return aliased && { service: aliased, canonical: false };
}

export function getRegion(slug: string): Region | undefined {
  return regions.get(slug);
}

export function getArea(regionSlug: string, areaSlug: string): Area | undefined {
  return areas.get(`${regionSlug}/${areaSlug}`);
}

export function areasOf(regionSlug: string): Area[] {
  return allAreas.filter((area) => area.region === regionSlug);
}

export function getPost(slug: string): Post | undefined {
  return posts.get(slug);
}

/** Static pages that are indexed; /admin and the auth pages are deliberately absent. */
export const staticPagePaths = [
  "/",
  "/about",
  "/services",
  "/service-areas",
  "/contact",
  "/gallery",
  "/blog",
  "/faq",
  "/privacy-policy",
  "/book-appointment",
  "/case-studies",
] as const;

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

/** Paths that render a canonical page under another name; pre-rendered, never in the sitemap. */
export function aliasPaths(): string[] {
  return ["/blog-details", ...[...serviceAliases.keys()].map((alias) => paths.service(alias))];
}
