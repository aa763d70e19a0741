/**
 * `npm run content:dates`: records when each post's text last changed. A post's visible text
 * (title, description, body) is hashed; when the hash differs from the one recorded in
 * content/post-revisions.ts, the post's `updated` becomes today. Nobody types an `updated` date,
 * so a post cannot look fresher than it is. content/post-revisions.test.ts fails until this
 * has been run after a post's text changed.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { parsePost } from "#content/parse.ts";
import { textHash } from "#content/post-hash.ts";
import { postRevisions } from "#content/post-revisions.ts";

const folder = "content/blog";
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Johannesburg" }).format(
  new Date(),
);

const next: Record<string, { sha256: string; updated: string }> = {};
let changed = 0;
for (const name of readdirSync(folder)
  .filter((file) => file.endsWith(".md"))
  .sort()) {
  const post = parsePost(readFileSync(join(folder, name), "utf8"), name);
  const sha256 = textHash(post);
  const known = postRevisions[post.slug];
  if (known?.sha256 === sha256) {
    next[post.slug] = known;
    continue;
  }
  changed++;
  next[post.slug] = { sha256, updated: known ? today : post.published };
  console.log(`${post.slug}: ${known ? `text changed, updated ${today}` : "new post"}`);
}

const entries = Object.entries(next)
  .map(
    ([slug, { sha256, updated }]) => `  "${slug}": { sha256: "${sha256}", updated: "${updated}" },`,
  )
  .join("\n");
writeFileSync(
  "content/post-revisions.ts",
  `/** Written by \`npm run content:dates\`: when each post's text last changed. Do not edit. */\n` +
    `export const postRevisions: Record<string, { sha256: string; updated: string }> = {\n${entries}\n};\n`,
);
console.log(changed ? `${changed} posts recorded.` : "Every post's date is up to date.");
