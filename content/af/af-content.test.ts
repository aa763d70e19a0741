import { describe, expect, it } from "vitest";

import { allAreas } from "../index";
import { paths } from "../paths";
import { afAreas, afEnglishPaths, afPosts, afRegions, afServices } from "./index";

/** Every paragraph an area page prints, as a reader would meet it. */
function areaParagraphs(area: (typeof afAreas)[number]): string[] {
  return [
    area.intro,
    area.housing,
    ...area.typicalJobs,
    ...area.faqs.flatMap((faq) => [faq.question, faq.answer]),
  ];
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

describe("the Afrikaans edition's content", () => {
  it("gives no two area pages the same paragraph", () => {
    const seen = new Map<string, string>();
    for (const area of afAreas) {
      for (const paragraph of areaParagraphs(area)) {
        const key = normalise(paragraph);
        const other = seen.get(key);
        expect(
          other,
          `${area.slug} repeats a paragraph of ${other}: "${paragraph}"`,
        ).toBeUndefined();
        seen.set(key, area.slug);
      }
    }
  });

  it("does not copy the English page's text into the Afrikaans one", () => {
    for (const area of afAreas) {
      const english = allAreas.find((other) => other.slug === area.slug);
      const englishText = new Set(english ? areaParagraphs(english).map(normalise) : []);
      for (const paragraph of areaParagraphs(area)) {
        expect(englishText.has(normalise(paragraph)), `${area.slug}: "${paragraph}"`).toBe(false);
      }
    }
  });

  it("lists every Afrikaans page by the path of its English alternate", () => {
    for (const service of afServices) {
      expect(afEnglishPaths.has(paths.service(service.slug))).toBe(true);
    }
    for (const region of afRegions)
      expect(afEnglishPaths.has(paths.region(region.slug))).toBe(true);
    for (const area of afAreas) expect(afEnglishPaths.has(paths.area(area))).toBe(true);
    for (const post of afPosts) expect(afEnglishPaths.has(paths.post(post.slug))).toBe(true);
    expect(afEnglishPaths.has("/")).toBe(true);
    expect(afEnglishPaths.has("/gallery")).toBe(false);
  });
});
