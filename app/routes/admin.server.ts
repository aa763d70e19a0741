import { pageMeta } from "#app/lib/page-meta.server.ts";
import { site } from "#content/site.ts";

export const adminPageMeta = (title: string) =>
  pageMeta({
    title,
    description: `Staff area of ${site.name} for working the enquiries that come in through the website.`,
    path: "/admin",
    noindex: true,
  });
