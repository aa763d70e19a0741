import type { MetaDescriptor } from "react-router";

import { englishPathOf, languageTags, localeOfPath } from "#common/i18n/locale.ts";
import { editionsOf } from "#content/editions.ts";
import { absoluteUrl, site } from "#content/site.ts";

import defaultShareImage from "../../content/images/share-card.svg?format=png&w=1200&h=630";

export interface PageMeta {
  title: string;
  description: string;
  /**
   * Canonical path of the page; aliases pass the path of the page they show. An Afrikaans page's
   * path starts with /af, which also gives its language and its English alternate.
   */
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
  const locale = localeOfPath(path);
  const editions = editionsOf(englishPathOf(path));
  const ogLocale = (tag: string) => tag.replace("-", "_");
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(noindex
      ? [{ name: "robots", content: "noindex, nofollow" }]
      : [{ tagName: "link", rel: "canonical", href: url }, ...alternateLinks(editions)]),
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: ogLocale(languageTags[locale]) },
    ...editions
      .filter((edition) => edition.locale !== locale)
      .map((edition) => ({ property: "og:locale:alternate", content: ogLocale(edition.hreflang) })),
    { property: "og:image", content: shareImage },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: shareImage },
  ];
}

/**
 * hreflang links, written the same way on both editions (each lists itself and the other), with
 * the English page as x-default: a page with one edition needs none.
 */
function alternateLinks(editions: ReturnType<typeof editionsOf>): MetaDescriptor[] {
  if (editions.length < 2) return [];
  const english = editions.find((edition) => edition.locale === "en");
  return [
    ...editions.map((edition) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: edition.hreflang,
      href: absoluteUrl(edition.path),
    })),
    ...(english
      ? [
          {
            tagName: "link",
            rel: "alternate",
            hrefLang: "x-default",
            href: absoluteUrl(english.path),
          },
        ]
      : []),
  ];
}
