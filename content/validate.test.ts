import { describe, expect, it } from "vitest";

import {
  allAreas,
  allContent,
  allGalleryItems,
  allPosts,
  allServices,
  allTestimonials,
} from "./index";
import { validateContent, type ContentSet } from "./validate";

/** The real content, with one part replaced: each test breaks one thing. */
function contentWith(overrides: Partial<ContentSet>): ContentSet {
  return { ...allContent, ...overrides };
}

const [firstService, secondService] = allServices;
const [firstArea] = allAreas;
const [firstPost] = allPosts;

describe("validateContent", () => {
  it("accepts the site's content", () => {
    expect(() => validateContent(contentWith({}))).not.toThrow();
  });

  it("rejects a duplicate slug", () => {
    const services = [...allServices, { ...firstService!, title: "Copy" }];
    expect(() => validateContent(contentWith({ services }))).toThrow(
      `duplicate service slug "${firstService!.slug}"`,
    );
  });

  it("rejects a cross-link to a service that does not exist, naming the file", () => {
    const services = [{ ...firstService!, related: ["no-such-service"] }, ...allServices.slice(1)];
    expect(() => validateContent(contentWith({ services }))).toThrow(
      `content/services/${firstService!.slug}.ts: unknown related service "no-such-service"`,
    );
  });

  it("rejects an alias that is another service's slug", () => {
    const services = [
      { ...firstService!, aliases: [secondService!.slug] },
      ...allServices.slice(1),
    ];
    expect(() => validateContent(contentWith({ services }))).toThrow(/is already a slug/);
  });

  it("rejects an area in a region that does not exist", () => {
    const areas = [{ ...firstArea!, region: "atlantis" }, ...allAreas.slice(1)];
    expect(() => validateContent(contentWith({ areas }))).toThrow(
      `content/areas/${firstArea!.slug}.ts: unknown region "atlantis"`,
    );
  });

  it("rejects a link inside an article to a page that does not exist", () => {
    const posts = [
      { ...firstPost!, body: `${firstPost!.body}\n\nSee [this](/services/made-up).` },
      ...allPosts.slice(1),
    ];
    expect(() => validateContent(contentWith({ posts }))).toThrow(
      `content/blog/${firstPost!.slug}.md: link to unknown page "/services/made-up"`,
    );
  });

  it("rejects a gallery item for an unknown area", () => {
    const galleryItems = [{ ...allGalleryItems[0]!, area: "nowhere" }];
    expect(() => validateContent(contentWith({ galleryItems }))).toThrow(/unknown area "nowhere"/);
  });

  it("rejects a permission to publish dated after today", () => {
    const permission = {
      givenBy: "A. Customer",
      givenOn: "2026-10-01",
      permissionOn: "2026-10-05",
    };
    const testimonials = [{ ...allTestimonials[0]!, permission }];
    expect(() => validateContent(contentWith({ testimonials }), "2026-10-05")).not.toThrow();
    expect(() => validateContent(contentWith({ testimonials }), "2026-10-04")).toThrow(
      "content/testimonials.ts entry 1: permissionOn 2026-10-05 is in the future",
    );
  });
});
