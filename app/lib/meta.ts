import type { MetaDescriptor } from "react-router";

import { site } from "#content/site.ts";

export const notFoundMeta: MetaDescriptor[] = [
  { title: `Page not found | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * Every route's `meta`: the tags its loader built on the server (app/lib/page-meta.server.ts),
 * or the not-found tags when there is no data. Keeps the tag-building code out of the browser.
 */
export function metaFromLoader({ data }: { data?: unknown }): MetaDescriptor[] {
  const meta = (data as { meta?: MetaDescriptor[] } | undefined)?.meta;
  return meta ?? notFoundMeta;
}
