import { afterEach, describe, expect, it } from "vitest";

import { business, confirmed, yearsInBusiness } from "./business";
import { faqCategories, guaranteeAnswer, registrationAnswer } from "./faq";
import { homeBadge, homeCopy, homeReasons } from "./home";

const original = structuredClone(business);

afterEach(() => {
  Object.assign(business, structuredClone(original));
});

const faqAnswer = (question: string) =>
  faqCategories.flatMap((category) => category.items).find((item) => item.question === question)
    ?.answer ?? "";

const now = new Date("2026-11-27T10:00:00+02:00");

describe("claims about the business", () => {
  it("are said only once the owner has confirmed them", () => {
    expect(confirmed({ value: 2009, confirmed: false })).toBeUndefined();
    expect(confirmed({ value: null, confirmed: true })).toBeUndefined();
    expect(confirmed({ value: 2009, confirmed: true })).toBe(2009);
  });

  it("leave an unconfirmed year, registration or guarantee off the home page and out of the FAQ", () => {
    business.foundedYear = { value: 2009, confirmed: false };
    business.contractorRegistration = { value: "EC 99999", confirmed: false };
    business.workmanshipGuaranteeMonths = { value: 6, confirmed: false };
    const year = "2009";
    expect(yearsInBusiness(now)).toBeUndefined();
    expect(homeBadge()).toBe("Local electricians");
    const home = JSON.stringify([homeCopy(now), homeReasons(now)]);
    expect(home).not.toContain(year);
    expect(home).not.toMatch(/\d+ years/);
    const registration = faqAnswer("Are your electricians registered?");
    expect(registration).not.toMatch(/^Yes/);
    expect(registration).toContain("Ask us for our registration details");
    expect(registration).not.toContain("EC 99999");
    expect(faqAnswer("Do you guarantee your work?")).not.toMatch(/^Yes|\d+ months/);
  });

  it("appear where they belong once confirmed", () => {
    business.foundedYear = { value: 2011, confirmed: true };
    business.contractorRegistration = { value: "EC 12345", confirmed: true };
    business.workmanshipGuaranteeMonths = { value: 12, confirmed: true };
    expect(yearsInBusiness(now)).toBe(15);
    expect(homeBadge()).toBe("Registered electrical contractor since 2011");
    expect(homeReasons(now)[0]).toMatchObject({ title: "15 years in Cape Town" });
    expect(homeCopy(now).hero).toMatch(/^For 15 years we have repaired/);
    expect(registrationAnswer()).toMatch(
      /^Yes\. We are a registered electrical contractor, registration number EC 12345\./,
    );
    expect(guaranteeAnswer()).toContain("within 12 months because of our workmanship");
  });
});
