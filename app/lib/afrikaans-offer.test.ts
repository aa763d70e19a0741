import { describe, expect, it } from "vitest";

import { prefersAfrikaans, revealAfrikaansOffer } from "./afrikaans-offer";

describe("the English home page's offer of the Afrikaans edition", () => {
  it("is made when Afrikaans is among the browser's first two languages", () => {
    expect(prefersAfrikaans(["af"])).toBe(true);
    expect(prefersAfrikaans(["af-ZA", "en-ZA"])).toBe(true);
    expect(prefersAfrikaans(["AF-za"])).toBe(true);
    expect(prefersAfrikaans(["en-ZA", "af-ZA"])).toBe(true);
  });

  it("is not made for other languages, Afrikaans further down, or none", () => {
    expect(prefersAfrikaans(["en-ZA", "en", "af-ZA"])).toBe(false);
    expect(prefersAfrikaans(["nl"])).toBe(false);
    expect(prefersAfrikaans(["afr"])).toBe(false);
    expect(prefersAfrikaans([])).toBe(false);
    expect(prefersAfrikaans(undefined)).toBe(false);
  });

  it("un-hides only the offer, and only for Afrikaans", () => {
    const offer = { hidden: true };
    const asked: string[] = [];
    const page = {
      querySelectorAll: (selector: string) => {
        asked.push(selector);
        return [offer];
      },
    } as unknown as ParentNode;
    revealAfrikaansOffer(page, ["en-ZA"]);
    expect(offer.hidden).toBe(true);
    revealAfrikaansOffer(page, ["af-ZA"]);
    expect(offer.hidden).toBe(false);
    expect(asked).toEqual(["[data-afrikaans-offer]"]);
  });
});
