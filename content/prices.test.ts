import { afterEach, describe, expect, it } from "vitest";

import { replies } from "./assistant/replies";
import { business } from "./business";
import { afterHoursAnswer, priceAnswer } from "./faq";
import { formatRange, servicePrices, shownPriceGuide, type PriceGuide } from "./prices";

const original = structuredClone(business.priceGuide);

afterEach(() => {
  business.priceGuide = structuredClone(original);
});

const guide: PriceGuide = {
  asOf: "2026-11-02",
  vat: "included",
  calloutFee: { from: 495 },
  afterHoursCalloutFee: { from: 1150 },
  cocInspection: { from: 1250, to: 2400 },
  jobs: { "distribution-board": { from: 6800, to: 14500 } },
};

const context = { places: [], services: [], days: [], words: "how much do you charge" };
/** The text with its no-break spaces as plain ones, to compare with what a visitor reads. */
const plain = (text: string | undefined) => text?.replaceAll("\u00a0", " ");
const rand = /R\s?\d/;

describe("the price guide", () => {
  it("writes rand the South African way", () => {
    const nbsp = "\u00a0";
    expect(formatRange({ from: 495 })).toBe("R495");
    expect(formatRange({ from: 1250, to: 2400 })).toBe(`R1${nbsp}250 to R2${nbsp}400`);
    expect(formatRange({ from: 1250, to: 1250 })).toBe(`R1${nbsp}250`);
    expect(formatRange({ from: 12500, to: 14500 }, "af")).toBe(`R12${nbsp}500 tot R14${nbsp}500`);
  });

  it("names no amount anywhere until the owner has set and confirmed one", () => {
    business.priceGuide = { value: guide, confirmed: false };
    expect(shownPriceGuide()).toBeUndefined();
    expect(priceAnswer()).not.toMatch(rand);
    expect(priceAnswer()).toContain("Ask for the call-out fee when you book");
    expect(afterHoursAnswer()).not.toMatch(rand);
    expect(servicePrices("electrical-panel-upgrades")).toBeUndefined();
    expect(replies.en.price(context)).not.toMatch(rand);
    expect(replies.af.price(context)).not.toMatch(rand);
  });

  it("shows a confirmed guide with its date and VAT on the FAQ, the service page and in the chat", () => {
    business.priceGuide = { value: guide, confirmed: true };
    expect(plain(priceAnswer())).toContain(
      "Our price guide (as at 2 November 2026, VAT included): Call-out fee: R495; Call-out fee at night, on Sundays and public holidays: R1 150; Certificate of Compliance inspection: R1 250 to R2 400; Replacing a house's distribution board: R6 800 to R14 500.",
    );
    expect(plain(afterHoursAnswer())).toContain("an after-hours rate (R1 150 at present)");
    const atNight = { ...context, words: "do you charge more at night", days: ["night"] };
    expect(plain(replies.af.price(atNight))).toContain("'n ná-uurse tarief (tans R1 150)");
    expect(
      JSON.parse(plain(JSON.stringify(servicePrices("electrical-panel-upgrades"))) ?? ""),
    ).toEqual({
      lines: [
        { label: "Replacing a house's distribution board", price: "R6 800 to R14 500" },
        { label: "Call-out fee", price: "R495" },
      ],
      terms: "as at 2 November 2026, VAT included",
    });
    // A service the guide says nothing about shows no prices, not just the call-out fee.
    expect(servicePrices("cctv-installation")).toBeUndefined();
    expect(plain(replies.en.price(context))).toContain("R6 800 to R14 500");
    expect(plain(replies.af.price(context))).toContain(
      "'n Huis se verspreidingsbord (DB-bord) vervang: R6 800 tot R14 500",
    );
  });

  it("says when no VAT is charged, rather than leaving VAT to be added", () => {
    business.priceGuide = { value: { ...guide, vat: "not-registered" }, confirmed: true };
    expect(priceAnswer()).toContain(
      "(as at 2 November 2026, no VAT charged (we are not registered for VAT))",
    );
    expect(priceAnswer()).not.toMatch(/excluded|excl\./);
    expect(replies.af.price(context)).toContain("geen BTW nie");
  });

  it("refuses a confirmed guide that makes no sense, naming where to fix it", () => {
    business.priceGuide = {
      value: { ...guide, cocInspection: { from: 2400, to: 1250 } },
      confirmed: true,
    };
    expect(() => shownPriceGuide()).toThrow(
      /content\/business.ts \(priceGuide\)[\s\S]*cocInspection/,
    );
    business.priceGuide = { value: { ...guide, calloutFee: { from: 495.5 } }, confirmed: true };
    expect(() => shownPriceGuide()).toThrow(/calloutFee/);
  });
});
