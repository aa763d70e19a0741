import { sitemapXml } from "./sitemap.server";

export function loader() {
  const today = new Date().toISOString().slice(0, 10);
  return new Response(sitemapXml(today), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
