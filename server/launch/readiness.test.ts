import { afterEach, describe, expect, it } from "vitest";

import { business, type ClaimKey } from "#content/business.ts";
import { caseStudies } from "#content/case-studies.ts";
import { galleryItems } from "#content/gallery.ts";
import { privacy } from "#content/privacy.ts";
import { site, siteConfirmed } from "#content/site.ts";
import { testimonials } from "#content/testimonials.ts";

import { loadEnv } from "../env";
import { launchReadiness } from "./readiness";

const saved = {
  siteConfirmed: { ...siteConfirmed },
  business: structuredClone(business),
  officer: structuredClone(privacy.informationOfficer),
  testimonials: [...testimonials],
  caseStudies: [...caseStudies],
  galleryItems: [...galleryItems],
};

afterEach(() => {
  Object.assign(siteConfirmed, saved.siteConfirmed);
  Object.assign(business, structuredClone(saved.business));
  privacy.informationOfficer = structuredClone(saved.officer);
  testimonials.splice(0, testimonials.length, ...saved.testimonials);
  caseStudies.splice(0, caseStudies.length, ...saved.caseStudies);
  galleryItems.splice(0, galleryItems.length, ...saved.galleryItems);
});

const permission = { givenBy: "A. Customer", givenOn: "2026-10-01", permissionOn: "2026-10-03" };
const production = (env: Record<string, string> = {}) =>
  launchReadiness(loadEnv({ NODE_ENV: "production", ...env }), { examples: false });

const productionEnv = {
  NODE_ENV: "production",
  BETTER_AUTH_URL: site.baseUrl,
  SMTP_URL: "smtps://site:secret@mail.example.com",
  LEAD_NOTIFY_EMAIL: "office@example.com",
};

describe("launch readiness", () => {
  it("names every unconfirmed fact, every open claim and every invented example of the content", () => {
    const ids = production().map((item) => item.id);
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
      ...testimonials.flatMap((item, index) =>
        item.permission ? [] : [`testimonial.${index + 1}`],
      ),
      ...caseStudies
        .filter((study) => !study.permission)
        .map((study) => `case-study.${study.slug}`),
      ...galleryItems
        .filter((item) => item.area !== undefined && !item.permission)
        .map((item) => `gallery.${item.slug}`),
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
    const open = production(productionEnv);
    expect(open.filter((item) => item.blocking)).toEqual([]);
    // What is optional or hidden stays listed, so the owner sees what the pages leave out.
    expect(open.map((item) => item.id)).toContain("claim.memberships");
    expect(open.map((item) => item.id)).toContain("testimonial.1");
  });

  it("lists an example as hidden until it has the customer's permission", () => {
    const [first] = testimonials;
    if (!first) throw new Error("no testimonial to try");
    const hidden = (id: string) => production().find((item) => item.id === id);
    expect(hidden("testimonial.1")).toMatchObject({ blocking: false });
    testimonials[0] = { ...first, permission };
    expect(hidden("testimonial.1")).toBeUndefined();

    const item = galleryItems[0];
    if (!item) throw new Error("no gallery item to try");
    // An illustration claims nothing; naming where the job was makes it the business's own work.
    expect(hidden(`gallery.${item.slug}`)).toBeUndefined();
    galleryItems[0] = { ...item, area: "parow" };
    expect(hidden(`gallery.${item.slug}`)).toMatchObject({ blocking: false });
    galleryItems[0] = { ...item, area: "parow", permission };
    expect(hidden(`gallery.${item.slug}`)).toBeUndefined();
  });

  it("refuses a build that shows examples", () => {
    const ids = launchReadiness(loadEnv(productionEnv), { examples: true }).map((item) => item.id);
    expect(ids).toContain("build.examples");
    expect(production(productionEnv).map((item) => item.id)).not.toContain("build.examples");
  });

  it("asks for a production environment that reaches people", () => {
    const ids = (env: Record<string, string>) =>
      production({ ...productionEnv, ...env })
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
