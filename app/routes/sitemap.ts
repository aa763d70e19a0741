import { lastChangeDates, latestOf } from "#app/lib/last-modified.server.ts";
import {
  allAreas,
  allPosts,
  allRegions,
  allServices,
  contentPaths,
  emptyPagePaths,
} from "#content/index.ts";
import { paths } from "#content/paths.ts";
import { absoluteUrl } from "#content/site.ts";

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Source files behind each static page: its route module and the content it shows. */
const staticSources: Record<string, string[]> = {
  "/": [
    "app/routes/home.tsx",
    "content/site.ts",
    "content/case-studies.ts",
    "content/testimonials.ts",
  ],
  "/about": ["app/routes/about.tsx", "content/site.ts"],
  "/services": ["app/routes/services.tsx", "content/services"],
  "/service-areas": ["app/routes/service-areas.tsx", "content/regions"],
  "/contact": ["app/routes/contact.tsx", "content/site.ts"],
  "/gallery": ["app/routes/gallery.tsx", "content/gallery.ts"],
  "/blog": ["app/routes/blog.tsx", "content/blog"],
  "/faq": ["app/routes/faq.tsx", "content/faq.ts"],
  "/privacy-policy": ["app/routes/privacy-policy.tsx", "content/site.ts"],
  "/book-appointment": ["app/routes/book-appointment.tsx"],
  "/case-studies": ["app/routes/case-studies.tsx", "content/case-studies.ts"],
};

export function loader() {
  const dates = lastChangeDates(["app/routes", "content"]);
  const today = new Date().toISOString().slice(0, 10);
  // A folder counts as changed when any file in it changed.
  const filesIn = (folder: string) =>
    [...dates.keys()].filter((file) => file.startsWith(`${folder}/`));
  const expand = (sources: string[]) =>
    sources.flatMap((source) => (source.includes(".") ? [source] : filesIn(source)));

  const lastmod = new Map<string, string>();
  for (const [path, sources] of Object.entries(staticSources)) {
    lastmod.set(path, latestOf(dates, expand(sources), today));
  }
  for (const service of allServices) {
    lastmod.set(
      paths.service(service.slug),
      latestOf(dates, [`content/services/${service.slug}.ts`, "app/routes/service.tsx"], today),
    );
  }
  for (const region of allRegions) {
    lastmod.set(
      paths.region(region.slug),
      latestOf(dates, [`content/regions/${region.slug}.ts`, "app/routes/region.tsx"], today),
    );
  }
  for (const area of allAreas) {
    lastmod.set(
      paths.area(area),
      latestOf(dates, [`content/areas/${area.slug}.ts`, "app/routes/area.tsx"], today),
    );
  }
  for (const post of allPosts) lastmod.set(paths.post(post.slug), post.updated ?? post.published);

  const empty = emptyPagePaths();
  const urls = contentPaths()
    .filter((path) => !empty.includes(path))
    .map((path) =>
      [
        "  <url>",
        `    <loc>${escapeXml(absoluteUrl(path))}</loc>`,
        `    <lastmod>${lastmod.get(path) ?? today}</lastmod>`,
        "  </url>",
      ].join("\n"),
    );
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
