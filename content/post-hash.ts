import { createHash } from "node:crypto";

import type { Post } from "./schema";

/** What a reader sees of a post; a change to tags or links between posts is not an update. */
export function textHash(post: Pick<Post, "title" | "description" | "body">): string {
  return createHash("sha256")
    .update(`${post.title}\n${post.description}\n${post.body.trim()}`)
    .digest("hex");
}
