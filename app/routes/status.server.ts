import { pageMeta } from "#app/lib/page-meta.server.ts";
import { site } from "#content/site.ts";

/** Never indexed, and its path without the token: the page is private to whoever has the link. */
export const statusPageMeta = (title: string) => [
  ...pageMeta({
    title,
    description: `Where your request to ${site.name} stands.`,
    path: "/r",
    noindex: true,
  }),
  { name: "referrer", content: "same-origin" },
];
