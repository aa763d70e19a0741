/**
 * `npx tsx scripts/check-content.ts <file>...`: validates content files one by one (schema,
 * cross-links by file name, article length and links), without building the whole registry.
 * Useful while writing; the registry (content/index.ts) runs the same checks on everything.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";

import { parseEntry, parsePost } from "../content/parse";
import { areaSchema, regionSchema, serviceSchema } from "../content/schema";
import { fixedPaths } from "../content/validate";

const MIN_POST_WORDS = 600;
const staticPaths = new Set(fixedPaths);

const exists = (folder: string, slug: string, extension = "ts") =>
  existsSync(`content/${folder}/${slug}.${extension}`);

function areaRegion(slug: string): string | undefined {
  const file = `content/areas/${slug}.ts`;
  if (!existsSync(file)) return undefined;
  return /region:\s*"([^"]+)"/.exec(readFileSync(file, "utf8"))?.[1];
}

/** Alias slugs as the service files declare them (`aliases: ["…"]`). */
function serviceAliases(): string[] {
  return readdirSync("content/services").flatMap((file) => {
    const match = /aliases:\s*\[([^\]]*)\]/.exec(readFileSync(`content/services/${file}`, "utf8"));
    return match ? [...(match[1] ?? "").matchAll(/"([^"]+)"/g)].map((alias) => alias[1] ?? "") : [];
  });
}

function checkLink(target: string): string | undefined {
  if (staticPaths.has(target)) return undefined;
  const parts = target.split("/").filter(Boolean);
  if (parts[0] === "services" && parts.length === 2) {
    return exists("services", parts[1] ?? "") || serviceAliases().includes(parts[1] ?? "")
      ? undefined
      : `no service "${parts[1]}"`;
  }
  if (parts[0] === "blog" && parts.length === 2) {
    return exists("blog", parts[1] ?? "", "md") ? undefined : `no post "${parts[1]}"`;
  }
  if (parts[0] === "service-areas" && parts.length === 2) {
    return exists("regions", parts[1] ?? "") ? undefined : `no region "${parts[1]}"`;
  }
  if (parts[0] === "service-areas" && parts.length === 3) {
    const region = areaRegion(parts[2] ?? "");
    if (!region) return `no area "${parts[2]}"`;
    return region === parts[1] ? undefined : `area "${parts[2]}" is in region "${region}"`;
  }
  return "not a page of the site";
}

async function check(file: string): Promise<string[]> {
  const problems: string[] = [];
  const missing = (folder: string, kind: string, slugs: string[]) => {
    for (const slug of slugs) if (!exists(folder, slug)) problems.push(`unknown ${kind} "${slug}"`);
  };
  if (file.endsWith(".md")) {
    const post = parsePost(readFileSync(file, "utf8"), file);
    if (post.wordCount < MIN_POST_WORDS) {
      problems.push(`${post.wordCount} words; an article needs at least ${MIN_POST_WORDS}`);
    }
    missing("services", "service", post.services);
    missing("areas", "area", post.areas);
    for (const match of post.body.matchAll(/\]\((\/[^)\s#?]*)[^)]*\)/g)) {
      const problem = checkLink(match[1] ?? "");
      if (problem) problems.push(`link ${match[1]}: ${problem}`);
    }
    return problems;
  }
  const module = (await import(pathToFileURL(resolve(file)).href)) as Record<string, unknown>;
  const slug = basename(file, ".ts");
  if (file.includes("/services/")) {
    const service = parseEntry(serviceSchema, module.service, file);
    if (service.slug !== slug) problems.push(`slug must be "${slug}"`);
    missing("services", "related service", service.related);
  } else if (file.includes("/areas/")) {
    const area = parseEntry(areaSchema, module.area, file);
    if (area.slug !== slug) problems.push(`slug must be "${slug}"`);
    if (!exists("regions", area.region)) problems.push(`unknown region "${area.region}"`);
    missing("services", "service", area.services);
    missing("areas", "nearby area", area.nearby);
  } else if (file.includes("/regions/")) {
    const region = parseEntry(regionSchema, module.region, file);
    if (region.slug !== slug) problems.push(`slug must be "${slug}"`);
  } else {
    problems.push("not a service, area, region or post file");
  }
  return problems;
}

let failed = 0;
for (const file of process.argv.slice(2)) {
  try {
    const problems = await check(file);
    if (problems.length) {
      failed++;
      console.log(`✗ ${file}\n  ${problems.join("\n  ")}`);
    } else {
      console.log(`✓ ${file}`);
    }
  } catch (error) {
    failed++;
    console.log(`✗ ${file}\n  ${(error as Error).message}`);
  }
}
process.exit(failed ? 1 : 0);
