import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";

import { absoluteUrl } from "#content/site.ts";

import { pageMeta } from "./page-meta.server";

const alternates = (meta: MetaDescriptor[]) =>
  meta
    .filter((tag) => "rel" in tag && tag.rel === "alternate")
    .map((tag) => [(tag as { hrefLang: string }).hrefLang, (tag as { href: string }).href]);

const property = (meta: MetaDescriptor[], name: string) =>
  meta
    .filter((tag) => "property" in tag && tag.property === name)
    .map((tag) => (tag as { content: string }).content);

const page = {
  title: "Vrae",
  description: "Antwoorde op die vrae wat mense die meeste vra oor elektriese werk.",
};

describe("page meta in two editions", () => {
  it("links both editions and x-default the same way from either page", () => {
    const expected = [
      ["en-ZA", absoluteUrl("/faq")],
      ["af-ZA", absoluteUrl("/af/faq")],
      ["x-default", absoluteUrl("/faq")],
    ];
    expect(alternates(pageMeta({ ...page, path: "/faq" }))).toEqual(expected);
    expect(alternates(pageMeta({ ...page, path: "/af/faq" }))).toEqual(expected);
  });

  it("names the page's own language for link previews", () => {
    const meta = pageMeta({ ...page, path: "/af/faq" });
    expect(property(meta, "og:locale")).toEqual(["af_ZA"]);
    expect(property(meta, "og:locale:alternate")).toEqual(["en_ZA"]);
  });

  it("gives a page with one edition no alternates", () => {
    const meta = pageMeta({ ...page, path: "/gallery" });
    expect(alternates(meta)).toEqual([]);
    expect(property(meta, "og:locale")).toEqual(["en_ZA"]);
  });

  it("gives a noindex page no alternates", () => {
    expect(alternates(pageMeta({ ...page, path: "/faq", noindex: true }))).toEqual([]);
  });
});
