import type { MetaDescriptor } from "react-router";

import { absoluteUrl, site } from "#content/site.ts";

interface PageMeta {
  title: string;
  description: string;
  /** Canonical path of the page; aliases pass the path of the page they show. */
  path: string;
  /** Pages that must stay out of search results (admin, sign-in, not found). */
  noindex?: boolean;
}

export function pageMeta({ title, description, path, noindex }: PageMeta): MetaDescriptor[] {
  const fullTitle = path === "/" ? title : `${title} | ${site.name}`;
  const url = absoluteUrl(path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(noindex
      ? [{ name: "robots", content: "noindex, nofollow" }]
      : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_ZA" },
    { name: "twitter:card", content: "summary" },
  ];
}

export const notFoundMeta: MetaDescriptor[] = [
  { title: `Page not found | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];
