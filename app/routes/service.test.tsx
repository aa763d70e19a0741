import { afterEach, describe, expect, it } from "vitest";

import { business } from "#content/business.ts";
import { renderRoute } from "#tests/fixtures/render-route.tsx";

import * as servicePage from "./service";

const original = structuredClone(business.priceGuide);

afterEach(() => {
  business.priceGuide = structuredClone(original);
});

const render = (slug: string) =>
  renderRoute(servicePage as never, `/services/${slug}`, "/services/:slug");

describe("a service page's price guide", () => {
  it("is absent while the owner has not confirmed one", async () => {
    business.priceGuide = {
      value: { asOf: "2026-11-02", vat: "included", calloutFee: { from: 495 }, jobs: {} },
      confirmed: false,
    };
    const html = await render("electrical-panel-upgrades");
    expect(html).not.toContain('id="prices"');
    expect(html).not.toContain("R495");
  });

  it("shows the service's own prices with their date, VAT and the call-out fee", async () => {
    business.priceGuide = {
      value: {
        asOf: "2026-11-02",
        vat: "included",
        calloutFee: { from: 495 },
        jobs: { "plug-point": { from: 650, to: 900 } },
      },
      confirmed: true,
    };
    const html = await render("power-point-installation");
    expect(html).toContain("Our prices as at 2 November 2026, VAT included.");
    expect(html).toMatch(
      /An extra double plug point on an existing circuit<\/dt><dd[^>]*>R650 to R900/,
    );
    expect(html).toMatch(/Call-out fee<\/dt><dd[^>]*>R495/);
    expect(await render("cctv-installation")).not.toContain('id="prices"');
  });
});
