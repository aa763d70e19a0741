import { afterEach, describe, expect, it } from "vitest";

import { business, type ClaimKey } from "#content/business.ts";
import { caseStudies } from "#content/case-studies.ts";
import { privacy } from "#content/privacy.ts";
import { site, siteConfirmed } from "#content/site.ts";
import { testimonials } from "#content/testimonials.ts";

import { loadEnv } from "./env";
import { launchReadiness } from "./launch-readiness";

const saved = {
  siteConfirmed: { ...siteConfirmed },
  business: structuredClone(business),
  officer: structuredClone(privacy.informationOfficer),
  testimonials: [...testimonials],
  caseStudies: [...caseStudies],
};

afterEach(() => {
  Object.assign(siteConfirmed, saved.siteConfirmed);
  Object.assign(business, structuredClone(saved.business));
  privacy.informationOfficer = structuredClone(saved.officer);
  testimonials.splice(0, testimonials.length, ...saved.testimonials);
  caseStudies.splice(0, caseStudies.length, ...saved.caseStudies);
});

const productionEnv = {
  NODE_ENV: "production",
  BETTER_AUTH_URL: site.baseUrl,
  SMTP_URL: "smtps://site:secret@mail.example.com",
  LEAD_NOTIFY_EMAIL: "office@example.com",
};

describe("launch readiness", () => {
  it("names every unconfirmed fact, every open claim and every invented example of the content", () => {
    const ids = launchReadiness(loadEnv({ NODE_ENV: "production" })).map((item) => item.id);
    const unconfirmedFacts = Object.entries(siteConfirmed)
      .filter(([, confirmed]) => !confirmed)
      .map(([key]) => `site.${key}`);
    expect(unconfirmedFacts.length).toBeGreaterThan(0);
    const openClaims = (Object.keys(business) as ClaimKey[])
      .filter((key) => !business[key].confirmed || business[key].value === null)
      .map((key) => `claim.${key}`);
    expect(ids).toEqual([
      ...unconfirmedFacts,
      ...openClaims,
      "privacy.informationOfficer",
      ...testimonials.map((_, index) => `testimonial.${index + 1}`),
      ...caseStudies.map((study) => `case-study.${study.slug}`),
      "env.BETTER_AUTH_URL",
      "env.SMTP_URL",
      "env.leads",
    ]);
  });

  it("has nothing blocking once the owner's facts are in and production is configured", () => {
    for (const key of Object.keys(siteConfirmed)) {
      siteConfirmed[key as keyof typeof siteConfirmed] = true;
    }
    business.contractorRegistration = { value: "EC 12345", confirmed: true };
    privacy.informationOfficer = {
      value: { name: "A. Owner", title: "Owner and Information Officer", email: site.email },
      confirmed: true,
    };
    testimonials.splice(0);
    caseStudies.splice(0);
    const open = launchReadiness(loadEnv(productionEnv));
    expect(open.filter((item) => item.blocking)).toEqual([]);
    // What is optional stays listed, so the owner sees what the pages leave out.
    expect(open.map((item) => item.id)).toContain("claim.foundedYear");
  });

  it("asks for a production environment that reaches people", () => {
    const ids = (env: Record<string, string>) =>
      launchReadiness(loadEnv({ ...productionEnv, ...env }))
        .filter((item) => item.id.startsWith("env."))
        .map((item) => item.id);
    expect(ids({})).toEqual([]);
    expect(ids({ BETTER_AUTH_URL: "http://www.example.co.za" })).toEqual(["env.BETTER_AUTH_URL"]);
    expect(ids({ BETTER_AUTH_URL: "https://other.example.co.za" })).toEqual([
      "env.BETTER_AUTH_URL",
    ]);
    expect(ids({ ADMIN_REQUIRE_2FA: "false" })).toEqual(["env.ADMIN_REQUIRE_2FA"]);
    expect(ids({ LEAD_NOTIFY_EMAIL: "" })).toEqual(["env.leads"]);
  });
});
