/**
 * The Afrikaans home, about, FAQ and privacy content (issue 18): the same facts and the same
 * policy as the English modules, written anew rather than copied, and safe wherever it talks of
 * danger.
 */
import { afterEach, describe, expect, it } from "vitest";

import { business } from "../business";
import { faqCategories as englishFaq } from "../faq";
import { collectionPoints as englishPoints, privacy as englishPrivacy } from "../privacy";
import { faqCategorySchema } from "../schema";
import { site } from "../site";
import { afterHoursAnswer, faqCategories, priceAnswer } from "./faq";
import { homeCopy } from "./home";
import { collectionPoints, privacy, privacyText } from "./privacy";
import { hoursSummary } from "./site";

const englishAnswers = new Set(
  englishFaq.flatMap((category) => category.items.map((item) => item.answer)),
);

describe("the Afrikaans FAQ", () => {
  it("is valid content", () => {
    for (const category of faqCategories) {
      expect(() => faqCategorySchema.parse(category), category.slug).not.toThrow();
    }
    const slugs = faqCategories.map((category) => category.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("copies no English answer", () => {
    for (const item of faqCategories.flatMap((category) => category.items)) {
      expect(englishAnswers.has(item.answer), item.question).toBe(false);
    }
  });

  it("says, wherever it talks of sparks, smoke or a shock, to switch off only if safe and call", () => {
    const texts = [
      ...faqCategories.flatMap((category) => category.items.map((item) => item.answer)),
      homeCopy().emergency,
    ];
    const dangerous = texts.filter((text) => /vonk|rook|skok/i.test(text));
    expect(dangerous.length).toBeGreaterThan(2);
    for (const text of dangerous) {
      expect(text).toMatch(/hoofskakelaar af as jy veilig/);
      expect(text).toMatch(/\bbel\b/i);
    }
  });
});

describe("the Afrikaans FAQ's prices", () => {
  const original = structuredClone(business.priceGuide);
  afterEach(() => {
    business.priceGuide = structuredClone(original);
  });

  it("name no amount while the owner has not confirmed a price guide", () => {
    business.priceGuide = {
      value: { asOf: "2026-11-02", vat: "included", calloutFee: { from: 495 }, jobs: {} },
      confirmed: false,
    };
    expect(priceAnswer()).not.toMatch(/R\d/);
    expect(afterHoursAnswer()).not.toMatch(/R\d/);
  });

  it("give the owner's confirmed prices in Afrikaans, with their date and VAT", () => {
    business.priceGuide = {
      value: {
        asOf: "2026-11-02",
        vat: "included",
        calloutFee: { from: 495 },
        afterHoursCalloutFee: { from: 850, to: 1200 },
        jobs: { "plug-point": { from: 650, to: 900 } },
      },
      confirmed: true,
    };
    expect(priceAnswer()).toContain("Uitroepfooi: R495");
    expect(priceAnswer()).toContain("soos op 2 November 2026, BTW ingesluit");
    expect(priceAnswer()).toContain("R650 tot R900");
    expect(afterHoursAnswer()).toContain("(tans R850 tot R1\u00a0200)");
  });
});

describe("the Afrikaans privacy policy", () => {
  it("is the same policy: version, officer, retention, processors and collection points", () => {
    expect(privacy.version).toBe(englishPrivacy.version);
    expect(privacy.informationOfficer).toBe(englishPrivacy.informationOfficer);
    expect(privacy.leadRetentionDays).toBe(englishPrivacy.leadRetentionDays);
    expect(privacy.processors).toHaveLength(englishPrivacy.processors.length);
    expect(collectionPoints).toHaveLength(englishPoints.length);
  });

  it("is written in Afrikaans", () => {
    for (const [index, processor] of privacy.processors.entries()) {
      expect(processor.name).not.toBe(englishPrivacy.processors[index]?.name);
    }
    const text = privacyText({ legalName: site.legalName, analytics: false });
    expect(text.intro).toContain("Wet op die Beskerming van Persoonlike Inligting");
    expect(text.intro.startsWith(site.legalName)).toBe(true);
  });

  it("names analytics only when the site uses it", () => {
    const without = privacyText({ legalName: site.legalName, analytics: false }).collect.join(" ");
    const withIt = privacyText({ legalName: site.legalName, analytics: true }).collect.join(" ");
    expect(without).not.toContain("Google Analytics");
    expect(withIt).toContain("Google Analytics");
  });
});

describe("the opening hours in Afrikaans", () => {
  it("follow the same hours as the English site", () => {
    const summary = hoursSummary();
    for (const hours of site.hours) expect(summary).toContain(`${hours.opens} tot ${hours.closes}`);
    expect(summary).not.toMatch(/day\b/);
  });
});
