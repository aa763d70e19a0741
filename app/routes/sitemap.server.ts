import { lastChangeDates, latestOf } from "#app/lib/last-modified.server.ts";
import { englishPathOf, localeOfPath } from "#common/i18n/locale.ts";
import { afPosts } from "#content/af/index.ts";
import { afrikaansPaths, editionsOf } from "#content/editions.ts";
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

/**
 * Source files behind each static page: its route module, the modules it was split into (its
 * data beside it in .server.ts, its sections in app/features) and the content it shows. A path
 * without a dot is a folder: any file in it counts.
 */
const staticSources: Record<string, string[]> = {
  "/": [
    "app/routes/home.tsx",
    "app/routes/home.server.ts",
    "app/features/home",
    "app/components/inline-links.tsx",
    "content/site.ts",
    "content/case-studies.ts",
    "content/testimonials.ts",
  ],
  "/about": [
    "app/routes/about.tsx",
    "app/routes/about.server.ts",
    "app/features/about",
    "app/components/paragraphs.tsx",
    "content/site.ts",
  ],
  "/services": ["app/routes/services.tsx", "app/routes/services.server.ts", "content/services"],
  "/service-areas": [
    "app/routes/service-areas.tsx",
    "app/routes/service-areas.server.ts",
    "app/features/areas/region-card.tsx",
    "content/regions",
  ],
  "/contact": [
    "app/routes/contact.tsx",
    "app/features/contact/contact-details.tsx",
    "app/features/contact/opening-hours.tsx",
    "content/site.ts",
  ],
  "/gallery": ["app/routes/gallery.tsx", "app/routes/gallery.server.ts", "content/gallery.ts"],
  "/blog": ["app/routes/blog.tsx", "app/routes/blog.server.ts", "content/blog"],
  "/faq": ["app/routes/faq.tsx", "app/features/faq", "content/faq.ts"],
  "/privacy-policy": [
    "app/routes/privacy-policy.tsx",
    "app/routes/privacy-policy.server.ts",
    "app/features/privacy",
    "content/site.ts",
  ],
  "/book-appointment": [
    "app/routes/book-appointment.tsx",
    "app/routes/book-appointment.server.ts",
    "app/features/booking/booking-intro.tsx",
  ],
  "/case-studies": [
    "app/routes/case-studies.tsx",
    "app/routes/case-studies.server.ts",
    "app/features/case-studies",
    "app/components/inline-links.tsx",
    "content/case-studies.ts",
  ],
};

/** The same for every page of a kind: the route and its parts, beside the page's own content. */
const pageSources = {
  service: [
    "app/routes/service.tsx",
    "app/routes/service.server.ts",
    "app/features/services",
    "app/components/paragraphs.tsx",
  ],
  region: ["app/routes/region.tsx", "app/routes/region.server.ts", "app/components/paragraphs.tsx"],
  area: [
    "app/routes/area.tsx",
    "app/routes/area.server.ts",
    "app/features/areas/area-intro.tsx",
    "app/features/areas/nearby-areas.tsx",
    "app/features/areas/work-nearby.tsx",
    "app/components/paragraphs.tsx",
  ],
};

/** Every public page with the day its sources last changed in git (or `today` without git). */
export function sitemapXml(today: string): string {
  const dates = lastChangeDates([
    "app/routes",
    "app/features",
    "app/components",
    "content",
    "common/i18n",
  ]);
  // A folder counts as changed when any file in it changed.
  const filesIn = (folder: string) =>
    [...dates.keys()].filter((file) => file.startsWith(`${folder}/`));
  const expand = (sources: string[]) =>
    sources.flatMap((source) => (source.includes(".") ? [source] : filesIn(source)));
  const changed = (sources: string[]) => latestOf(dates, expand(sources), today);

  const lastmod = new Map<string, string>();
  for (const [path, sources] of Object.entries(staticSources)) {
    lastmod.set(path, changed(sources));
  }
  for (const service of allServices) {
    lastmod.set(
      paths.service(service.slug),
      changed([`content/services/${service.slug}.ts`, ...pageSources.service]),
    );
  }
  for (const region of allRegions) {
    lastmod.set(
      paths.region(region.slug),
      changed([`content/regions/${region.slug}.ts`, ...pageSources.region]),
    );
  }
  for (const area of allAreas) {
    lastmod.set(paths.area(area), changed([`content/areas/${area.slug}.ts`, ...pageSources.area]));
  }
  for (const post of allPosts) lastmod.set(paths.post(post.slug), post.updated ?? post.published);

  // An Afrikaans page changes with its own text, the English page's parts and the shell's words.
  const afrikaansSources = (englishPath: string): string[] => {
    const segments = englishPath.split("/").filter(Boolean);
    const own = (kind: string) => `content/af/${kind}/${segments.at(-1)}.ts`;
    if (segments[0] === "services" && segments.length === 2) {
      return [own("services"), ...pageSources.service, "common/i18n"];
    }
    if (segments[0] === "service-areas" && segments.length === 2) {
      return [own("regions"), ...pageSources.region, "common/i18n"];
    }
    if (segments[0] === "service-areas" && segments.length === 3) {
      return [own("areas"), ...pageSources.area, "common/i18n"];
    }
    const sources = staticSources[englishPath] ?? [];
    return [
      ...sources,
      ...sources.map((source) => source.replace(/^content\//, "content/af/")),
      "common/i18n",
    ];
  };
  for (const path of afrikaansPaths()) {
    const englishPath = englishPathOf(path);
    const post = afPosts.find((entry) => paths.post(entry.slug) === englishPath);
    lastmod.set(
      path,
      post ? (post.updated ?? post.published) : changed(afrikaansSources(englishPath)),
    );
  }

  const empty = emptyPagePaths();
  const urls = [...contentPaths(), ...afrikaansPaths()]
    .filter((path) => !empty.includes(path))
    .map((path) =>
      [
        "  <url>",
        `    <loc>${escapeXml(absoluteUrl(path))}</loc>`,
        `    <lastmod>${lastmod.get(path) ?? today}</lastmod>`,
        ...alternatesOf(path),
        "  </url>",
      ].join("\n"),
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * A page with two editions lists both, and x-default, on each of its entries: the sitemap form of
 * the hreflang links in the pages' heads.
 */
function alternatesOf(path: string): string[] {
  const editions = editionsOf(englishPathOf(path));
  if (editions.length < 2 || !editions.some((edition) => edition.locale === localeOfPath(path))) {
    return [];
  }
  const link = (hreflang: string, target: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(target))}"/>`;
  return [
    ...editions.map((edition) => link(edition.hreflang, edition.path)),
    link("x-default", englishPathOf(path)),
  ];
}
