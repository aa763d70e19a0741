import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { allPosts } from "./index";
import { parsePost } from "./parse";
import { textHash } from "./post-hash";
import { postRevisions } from "./post-revisions";

const folder = join(import.meta.dirname, "blog");
const sources = readdirSync(folder)
  .filter((name) => name.endsWith(".md"))
  .map((name) => parsePost(readFileSync(join(folder, name), "utf8"), name));

describe("post dates", () => {
  it("record every post's current text, so `updated` is never typed by hand", () => {
    for (const post of sources) {
      expect(
        postRevisions[post.slug]?.sha256,
        `${post.slug} changed since its date was recorded: run npm run content:dates`,
      ).toBe(textHash(post));
    }
    expect(Object.keys(postRevisions).sort()).toEqual(sources.map((post) => post.slug).sort());
  });

  it("show an update only after the day the post was written", () => {
    for (const post of allPosts) {
      const recorded = postRevisions[post.slug]!.updated;
      expect(recorded >= post.published, post.slug).toBe(true);
      expect(post.updated, post.slug).toBe(recorded > post.published ? recorded : undefined);
    }
  });

  it("see a change to the text, and not one to tags or links between posts", () => {
    const post = sources[0]!;
    expect(textHash({ ...post, body: `${post.body} More.` })).not.toBe(textHash(post));
    expect(textHash({ ...post, tags: ["other"] } as typeof post)).toBe(textHash(post));
  });
});
