import { allPosts, contentPaths } from "#content/index.ts";
import { paths } from "#content/paths.ts";
import { absoluteUrl } from "#content/site.ts";

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function loader() {
  const lastModified = new Map(
    allPosts.map((post) => [paths.post(post.slug), post.updated ?? post.published]),
  );
  const urls = contentPaths().map((path) => {
    const lastmod = lastModified.get(path);
    return [
      "  <url>",
      `    <loc>${escapeXml(absoluteUrl(path))}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      "  </url>",
    ].join("\n");
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
