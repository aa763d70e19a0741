import type { MetaDescriptor } from "react-router";

import { absoluteUrl, site } from "#content/site.ts";

import defaultShareImage from "../../content/images/share-card.svg?format=png&w=1200&h=630";

export interface PageMeta {
  title: string;
  description: string;
  /** Canonical path of the page; aliases pass the path of the page they show. */
  path: string;
  /** Pages that must stay out of search results (admin, sign-in, not found). */
  noindex?: boolean;
  /** An image for link previews; social networks need a raster (PNG or JPEG), not SVG. */
  image?: string;
  type?: "website" | "article";
}

export function pageMeta({
  title,
  description,
  path,
  noindex,
  image,
  type = "website",
}: PageMeta): MetaDescriptor[] {
  const fullTitle = path === "/" ? title : `${title} | ${site.name}`;
  const url = absoluteUrl(path);
  const shareImage = absoluteUrl(image && !image.endsWith(".svg") ? image : defaultShareImage);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(noindex
      ? [{ name: "robots", content: "noindex, nofollow" }]
      : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_ZA" },
    { property: "og:image", content: shareImage },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: shareImage },
  ];
}
