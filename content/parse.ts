/** Parsing and validation of content entries, shared by the registry and scripts/check-content.ts. */
import { parse as parseYaml } from "yaml";
import type { z } from "zod";

import { postFrontMatterSchema, type Post } from "./schema";

export class ContentError extends Error {
  override name = "ContentError";
}

export function fileSlug(path: string): string {
  return path.replace(/^.*\//, "").replace(/\.(ts|md)$/, "");
}

export function parseEntry<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: string,
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join(".") || "(entry)"}: ${issue.message}`)
      .join("\n");
    throw new ContentError(`Invalid content in ${where}:\n${problems}`);
  }
  return result.data;
}

export function loadModules<S extends z.ZodType>(
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
const WORDS_PER_MINUTE = 220;

export function countWords(markdown: string): number {
  const text = markdown
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/[#*_>`[\]-]/g, " ")
    .trim();
  return text ? text.split(/\s+/).length : 0;
}

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
  const wordCount = countWords(body);
  return {
    ...frontMatter,
    slug: fileSlug(file),
    body,
    wordCount,
    readingMinutes: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
  };
}
