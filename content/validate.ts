import { ContentError } from "./parse";
import { paths, staticPagePaths } from "./paths";
import type {
  Area,
  CaseStudy,
  FaqCategory,
  GalleryItem,
  Post,
  Region,
  Service,
  Testimonial,
} from "./schema";

export interface ContentSet {
  services: Service[];
  regions: Region[];
  areas: Area[];
  posts: Post[];
  caseStudies: CaseStudy[];
  testimonials: Testimonial[];
  galleryItems: GalleryItem[];
  faqCategories: FaqCategory[];
}

/** Pages that are not generated from content but may be linked from it. */
export const fixedPaths: string[] = [...staticPagePaths, "/blog-details"];

function uniqueSlugs<T extends { slug: string }>(kind: string, entries: T[]): Set<string> {
  const slugs = new Set<string>();
  for (const entry of entries) {
    if (slugs.has(entry.slug)) throw new ContentError(`duplicate ${kind} slug "${entry.slug}"`);
    slugs.add(entry.slug);
  }
  return slugs;
}

function checkLinks(where: string, kind: string, slugs: string[], known: Set<string>) {
  for (const slug of slugs) {
    if (!known.has(slug)) throw new ContentError(`${where}: unknown ${kind} "${slug}"`);
  }
}

/**
 * Throws a ContentError naming the file and the problem for the first duplicate slug or broken
 * cross-link: related services, an area's region, services and neighbours, what posts, case
 * studies, testimonials and gallery items refer to, and every link written inside an article.
 */
export function validateContent(
  content: ContentSet,
  // The business's date, not UTC's: a permission dated today must pass at 01:00 in Cape Town.
  today: string = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Johannesburg" }).format(
    new Date(),
  ),
): void {
  const services = uniqueSlugs("service", content.services);
  const regions = uniqueSlugs("region", content.regions);
  const areas = uniqueSlugs("area", content.areas);
  uniqueSlugs("post", content.posts);
  uniqueSlugs("case study", content.caseStudies);
  uniqueSlugs("gallery item", content.galleryItems);
  uniqueSlugs("FAQ category", content.faqCategories);

  const aliases = new Set<string>();
  for (const service of content.services) {
    for (const alias of service.aliases) {
      if (services.has(alias) || aliases.has(alias)) {
        throw new ContentError(`service alias "${alias}" of ${service.slug} is already a slug`);
      }
      aliases.add(alias);
    }
  }

  for (const service of content.services) {
    const where = `content/services/${service.slug}.ts`;
    checkLinks(where, "related service", service.related, services);
    if (service.related.includes(service.slug)) {
      throw new ContentError(`${where}: a service cannot be related to itself`);
    }
  }
  for (const area of content.areas) {
    const where = `content/areas/${area.slug}.ts`;
    checkLinks(where, "region", [area.region], regions);
    checkLinks(where, "service", area.services, services);
    checkLinks(where, "nearby area", area.nearby, areas);
  }
  for (const region of content.regions) {
    if (!content.areas.some((area) => area.region === region.slug)) {
      throw new ContentError(`content/regions/${region.slug}.ts: no area belongs to this region`);
    }
  }
  for (const post of content.posts) {
    const where = `content/blog/${post.slug}.md`;
    checkLinks(where, "service", post.services, services);
    checkLinks(where, "area", post.areas, areas);
  }
  for (const study of content.caseStudies) {
    const where = `content/case-studies.ts (${study.slug})`;
    checkLinks(where, "area", [study.area], areas);
    checkLinks(where, "service", study.services, services);
  }
  for (const [index, testimonial] of content.testimonials.entries()) {
    const where = `content/testimonials.ts entry ${index + 1}`;
    checkLinks(where, "area", [testimonial.area], areas);
    checkLinks(where, "service", [testimonial.service], services);
  }
  for (const item of content.galleryItems) {
    const where = `content/gallery.ts (${item.slug})`;
    checkLinks(where, "service", [item.service], services);
    checkLinks(where, "area", item.area ? [item.area] : [], areas);
  }
  const proof = [
    ...content.testimonials.map((item, index) => ({
      where: `content/testimonials.ts entry ${index + 1}`,
      permission: item.permission,
    })),
    ...content.caseStudies.map((study) => ({
      where: `content/case-studies.ts (${study.slug})`,
      permission: study.permission,
    })),
    ...content.galleryItems.map((item) => ({
      where: `content/gallery.ts (${item.slug})`,
      permission: item.permission,
    })),
  ];
  for (const { where, permission } of proof) {
    // A permission dated after today is a typo, and would publish something not yet agreed.
    if (permission && permission.permissionOn > today) {
      throw new ContentError(`${where}: permissionOn ${permission.permissionOn} is in the future`);
    }
  }

  const linkable = new Set([
    ...fixedPaths,
    ...[...services, ...aliases].map((slug) => paths.service(slug)),
    ...[...regions].map((slug) => paths.region(slug)),
    ...content.areas.map((area) => paths.area(area)),
    ...content.posts.map((post) => paths.post(post.slug)),
  ]);
  for (const post of content.posts) {
    for (const match of post.body.matchAll(/\]\((\/[^)\s#?]*)[^)]*\)/g)) {
      const target = match[1] ?? "";
      if (!linkable.has(target)) {
        throw new ContentError(`content/blog/${post.slug}.md: link to unknown page "${target}"`);
      }
    }
  }
}
