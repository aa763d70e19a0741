/**
 * Pages the benchmarks measure, chosen from the built sitemap so that they follow the content:
 * the first page under a prefix at a given depth ("/services/", 3 is a service page).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

export function firstPath(prefix: string, depth: number, client = "build/client"): string {
  const sitemap = readFileSync(join(client, "sitemap.xml"), "utf8");
  const paths = [...sitemap.matchAll(/<loc>[^<]*?:\/\/[^/]+([^<]*)<\/loc>/g)].map(
    (match) => match[1] ?? "",
  );
  const found = paths.find((path) => path.startsWith(prefix) && path.split("/").length === depth);
  if (!found) throw new Error(`no page under ${prefix} in the sitemap`);
  return found;
}
