import { describe, expect, it } from "vitest";

import {
  specPostSlugs,
  specServiceAliases,
  specServiceAreas,
  specServiceSlugs,
} from "#tests/fixtures/spec-routes.ts";

import {
  aliasPaths,
  allAreas,
  allPosts,
  allRegions,
  allServices,
  contentPaths,
  getArea,
  getPost,
  getRegion,
  getService,
  parsePost,
} from "./index";
import { site } from "./site";

describe("the content registry", () => {
  it("has a page for every service slug of the specification", () => {
    for (const slug of specServiceSlugs) expect(getService(slug), slug).toBeDefined();
  });

  it("shows the canonical page for the specification's alias slugs", () => {
    for (const [alias, canonical] of Object.entries(specServiceAliases)) {
      expect(getService(alias)).toEqual({
        service: getService(canonical)?.service,
        canonical: false,
      });
      expect(getService(canonical)?.canonical).toBe(true);
    }
  });

  it("has every blog post of the specification, including one on the energy provider", () => {
    for (const slug of specPostSlugs) expect(getPost(slug), slug).toBeDefined();
    expect(allPosts.some((post) => /eskom/i.test(post.title))).toBe(true);
  });

  it("has an area page for every area the specification names", () => {
    const names = allAreas.map((area) => area.name);
    for (const name of specServiceAreas) expect(names).toContain(name);
    for (const name of site.serviceAreas) expect(names).toContain(name);
  });

  it("links every area to a region that exists", () => {
    for (const area of allAreas) {
      expect(getRegion(area.region), area.slug).toBeDefined();
      expect(getArea(area.region, area.slug)).toBe(area);
    }
    for (const region of allRegions) {
      expect(
        allAreas.some((area) => area.region === region.slug),
        region.slug,
      ).toBe(true);
    }
  });

  it("lists each public page once and keeps aliases out", () => {
    const paths = contentPaths();
    expect(new Set(paths).size).toBe(paths.length);
    for (const alias of aliasPaths()) expect(paths).not.toContain(alias);
    expect(paths).toHaveLength(
      11 + allServices.length + allRegions.length + allAreas.length + allPosts.length,
    );
  });
});

describe("parsePost", () => {
  const valid = [
    "---",
    'title: "Why earth leakage units trip"',
    'description: "What makes an earth leakage unit trip, how to find the circuit at fault and when it is time to call an electrician."',
    "published: 2025-01-02",
    "tags: [safety]",
    "---",
    "",
    "Body text.",
  ].join("\n");

  it("reads the front matter and the body", () => {
    expect(parsePost(valid, "./blog/why-elu-trips.md")).toMatchObject({
      slug: "why-elu-trips",
      title: "Why earth leakage units trip",
      published: "2025-01-02",
      tags: ["safety"],
      body: "Body text.",
    });
  });

  it("names the file and the field when an entry is bad", () => {
    expect(() =>
      parsePost(valid.replace("published: 2025-01-02", "published: soon"), "./blog/x.md"),
    ).toThrow(/Invalid content in \.\/blog\/x\.md:\n {2}published/);
    expect(() => parsePost("no front matter", "./blog/y.md")).toThrow(/y\.md: a post starts with/);
    expect(() => parsePost(valid.replace("Body text.", ""), "./blog/z.md")).toThrow(/no body/);
  });
});
