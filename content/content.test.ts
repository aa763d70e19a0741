import { describe, expect, it } from "vitest";

import {
  specPostSlugs,
  specServiceAliases,
  specServiceAreas,
  specServiceSlugs,
} from "#tests/fixtures/spec-routes.ts";

import { coverage } from "./coverage";
import { imageKeys } from "./images";
import {
  aliasPaths,
  allAreas,
  allCaseStudies,
  allGalleryItems,
  allPosts,
  allRegions,
  allServices,
  contentPaths,
  getArea,
  getPost,
  getRegion,
  getService,
} from "./index";
import { parsePost } from "./parse";
import { paths } from "./paths";
import { site } from "./site";
import { postCategoryImages, serviceGroupImages } from "./taxonomy";

/** Paragraph-sized blocks of text, normalised so that spacing and case do not hide a copy. */
function blocks(texts: string[]): string[] {
  return texts
    .flatMap((text) => text.split(/\n\s*\n/))
    .map((block) =>
      block
        .replace(/^\s*(#+|[-*]|\d+\.)\s+/gm, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((block) => block.length >= 80)
    .map((block) => block.toLowerCase());
}

function areaTexts(area: (typeof allAreas)[number]): string[] {
  return [area.intro, area.housing, ...area.typicalJobs, ...area.faqs.map((faq) => faq.answer)];
}

/** Overlapping runs of eight words: two pages that share many of them were written from a template. */
function shingles(texts: string[]): Set<string> {
  const words = texts
    .join(" ")
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  const result = new Set<string>();
  for (let index = 0; index + 8 <= words.length; index++) {
    result.add(words.slice(index, index + 8).join(" "));
  }
  return result;
}

function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const shingle of a) if (b.has(shingle)) shared++;
  return shared / Math.min(a.size, b.size);
}

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

  it("has an area page for every area the specification and the config name", () => {
    const names = allAreas.map((area) => area.name);
    for (const name of specServiceAreas) expect(names).toContain(name);
    for (const name of site.serviceAreas) expect(names).toContain(name);
  });

  it("has an area page for every suburb the specification's posts are about", () => {
    const suburbs = specPostSlugs
      .filter((slug) => slug.startsWith("electrician-"))
      .map((slug) => slug.replace(/^electrician-/, ""));
    const covered = (suburb: string) =>
      allAreas.some((area) => suburb.startsWith(area.slug) || area.slug.startsWith(suburb)) ||
      [
        "cbd",
        "table-mountain",
        "devils-peak",
        "bellville-northern-suburbs",
        "camps-bay-luxury",
      ].includes(suburb);
    for (const suburb of suburbs) expect(covered(suburb), suburb).toBe(true);
  });

  it("links every area from its region and from at least one article", () => {
    for (const area of allAreas) {
      expect(getRegion(area.region), area.slug).toBeDefined();
      expect(getArea(area.region, area.slug)).toBe(area);
      const linked = allPosts.some(
        (post) => post.areas.includes(area.slug) || post.body.includes(`](${paths.area(area)})`),
      );
      expect(linked, `no article links to ${area.slug}`).toBe(true);
    }
  });

  it("keeps the assistant's list of places without a page free of places that have one", () => {
    const withPages = new Set(allAreas.map((area) => area.name));
    expect(coverage.inMetro.filter((name) => withPages.has(name))).toEqual([]);
  });

  it("lists each public page once and keeps aliases out", () => {
    const list = contentPaths();
    expect(new Set(list).size).toBe(list.length);
    for (const alias of aliasPaths()) expect(list).not.toContain(alias);
    expect(list).toHaveLength(
      11 + allServices.length + allRegions.length + allAreas.length + allPosts.length,
    );
  });

  it("gives every article at least 600 words", () => {
    for (const post of allPosts) expect(post.wordCount, post.slug).toBeGreaterThanOrEqual(600);
  });

  it("has an image for every image it names", () => {
    const keys = new Set(imageKeys());
    const named = [
      "hero",
      "share-card",
      ...Object.values(serviceGroupImages),
      ...Object.values(postCategoryImages),
      ...allServices.flatMap((service) => (service.image ? [service.image] : [])),
      ...allPosts.flatMap((post) => (post.image ? [post.image] : [])),
      ...allCaseStudies.flatMap((study) => (study.image ? [study.image] : [])),
      ...allGalleryItems.map((item) => item.image),
    ];
    for (const key of named) expect(keys.has(key), key).toBe(true);
  });
});

describe("original writing", () => {
  it("never repeats a paragraph between two area pages, two posts or an area and a post", () => {
    const owners = new Map<string, string>();
    const sources = [
      ...allAreas.map((area) => ({ name: `area ${area.slug}`, texts: areaTexts(area) })),
      ...allPosts.map((post) => ({ name: `post ${post.slug}`, texts: [post.body] })),
      ...allServices.map((service) => ({
        name: `service ${service.slug}`,
        texts: [service.intro, ...service.steps.map((step) => step.text), ...service.compliance],
      })),
    ];
    for (const { name, texts } of sources) {
      for (const block of new Set(blocks(texts))) {
        const owner = owners.get(block);
        expect(owner, `"${block.slice(0, 80)}…" is in ${owner} and ${name}`).toBeUndefined();
        owners.set(block, name);
      }
    }
  });

  it("writes each area page for its own suburb, not from a template", () => {
    const areas = allAreas.map((area) => ({ slug: area.slug, set: shingles(areaTexts(area)) }));
    for (const [index, a] of areas.entries()) {
      for (const b of areas.slice(index + 1)) {
        expect(similarity(a.set, b.set), `${a.slug} and ${b.slug}`).toBeLessThan(0.1);
      }
    }
  });

  it("gives posts with similar subjects different content", () => {
    const posts = allPosts.map((post) => ({ slug: post.slug, set: shingles([post.body]) }));
    for (const [index, a] of posts.entries()) {
      for (const b of posts.slice(index + 1)) {
        expect(similarity(a.set, b.set), `${a.slug} and ${b.slug}`).toBeLessThan(0.1);
      }
    }
  });
});

describe("parsePost", () => {
  const valid = [
    "---",
    'title: "Why earth leakage units trip"',
    'description: "What makes an earth leakage unit trip, how to find the circuit at fault and when it is time to call an electrician."',
    "published: 2025-01-02",
    "category: safety",
    "tags: [earth leakage]",
    "services: [electrical-repairs]",
    "---",
    "",
    "Body text with [a link](/services/electrical-repairs) in it.",
  ].join("\n");

  it("reads the front matter, the body and the reading time", () => {
    expect(parsePost(valid, "./blog/why-elu-trips.md")).toMatchObject({
      slug: "why-elu-trips",
      title: "Why earth leakage units trip",
      published: "2025-01-02",
      category: "safety",
      services: ["electrical-repairs"],
      areas: [],
      wordCount: 7,
      readingMinutes: 1,
    });
  });

  it("names the file and the field when an entry is bad", () => {
    expect(() =>
      parsePost(valid.replace("published: 2025-01-02", "published: soon"), "./blog/x.md"),
    ).toThrow(/Invalid content in \.\/blog\/x\.md:\n {2}published/);
    expect(() =>
      parsePost(valid.replace("category: safety", "category: gossip"), "./blog/x.md"),
    ).toThrow(/category/);
    expect(() => parsePost("no front matter", "./blog/y.md")).toThrow(/y\.md: a post starts with/);
    expect(() => parsePost(valid.replace(/Body text.*/, ""), "./blog/z.md")).toThrow(/no body/);
  });
});
