import type { APIRequestContext } from "@playwright/test";

import { expect, test } from "#tests/fixtures/e2e.ts";

/** The list: every Afrikaans page type the edition must have. */
const requiredPages = [
  "/af",
  "/af/about",
  "/af/services",
  "/af/services/electrical-repairs",
  "/af/services/emergency-electrical-services",
  "/af/services/electrical-compliance-certificates",
  "/af/services/electrical-panel-upgrades",
  "/af/services/solar-inverter-installation",
  "/af/services/solar-panel-installation",
  "/af/services/geyser-electrical-repairs",
  "/af/services/power-point-installation",
  "/af/services/light-fixture-installation",
  "/af/services/electrical-wiring-installation",
  "/af/service-areas",
  "/af/service-areas/cape-flats",
  "/af/service-areas/cape-flats/bishop-lavis",
  "/af/service-areas/northern-suburbs",
  "/af/service-areas/northern-suburbs/ravensmead",
  "/af/faq",
  "/af/contact",
  "/af/book-appointment",
  "/af/privacy-policy",
  "/af/blog",
];

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
}

const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1] ?? "",
      new URL(m[2] ?? "").pathname,
    ]),
  );

test("every Afrikaans page is served in Afrikaans, with its own heading and alternates both ways", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const sitemap = await sitemapPaths(request);
  const afrikaans = sitemap.filter((path) => path === "/af" || path.startsWith("/af/"));
  for (const path of requiredPages) expect(afrikaans, path).toContain(path);
  expect(afrikaans.filter((path) => path.startsWith("/af/blog/")).length).toBeGreaterThanOrEqual(6);

  const headings = new Set<string>();
  for (const path of afrikaans) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain('<html lang="af-ZA"');
    const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1] ?? "");
    expect(h1s, `${path} has one <h1>`).toHaveLength(1);
    expect(headings.has(h1s[0] ?? ""), `${path} repeats another page's <h1>`).toBe(false);
    headings.add(h1s[0] ?? "");

    const english = path === "/af" ? "/" : path.slice(3);
    expect(alternates(html), path).toEqual({
      "en-ZA": english,
      "af-ZA": path,
      "x-default": english,
    });
    const englishHtml = await (await request.get(english)).text();
    expect(englishHtml, english).toContain('<html lang="en-ZA"');
    expect(alternates(englishHtml), english).toEqual({
      "en-ZA": english,
      "af-ZA": path,
      "x-default": english,
    });
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title, path).not.toBe(/<title>([^<]+)<\/title>/.exec(englishHtml)?.[1]);
  }
});

test("the sitemap lists both editions of a page with their alternates", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const entry = /<url>\s*<loc>[^<]*\/af\/faq<\/loc>[\s\S]*?<\/url>/.exec(xml)?.[0] ?? "";
  expect(entry).toContain('hreflang="en-ZA" href="https://');
  expect(entry).toMatch(/hreflang="af-ZA" href="[^"]*\/af\/faq"/);
  expect(entry).toMatch(/hreflang="x-default" href="[^"]*\/faq"/);
  // A page with one edition carries no alternates.
  const gallery = /<url>\s*<loc>[^<]*\/gallery<\/loc>[\s\S]*?<\/url>/.exec(xml)?.[0] ?? "";
  expect(gallery).not.toContain("xhtml:link");
});

test("structured data names the Afrikaans pages' language", async ({ request }) => {
  for (const path of [
    "/af",
    "/af/faq",
    "/af/contact",
    "/af/services/electrical-repairs",
    "/af/blog/load-shedding-solutions",
  ]) {
    const html = await (await request.get(path)).text();
    const languages = [...html.matchAll(/"inLanguage":"([^"]+)"/g)].map((m) => m[1]);
    expect(languages.length, path).toBeGreaterThan(0);
    expect(new Set(languages), path).toEqual(new Set(["af-ZA"]));
  }
});

test("a page written only in English is not served under /af", async ({ request }) => {
  expect((await request.get("/af/services/cctv-installation")).status()).toBe(404);
  expect((await request.get("/af/gallery")).status()).toBe(404);
});

test("the header switches a service page to Afrikaans and back", async ({ page }) => {
  await page.goto("/services/electrical-repairs");
  const header = page.locator("header");
  await header.getByRole("link", { name: "Afrikaans" }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/af\/services\/electrical-repairs$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "af-ZA");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("herstel", {
    ignoreCase: true,
  });
  await expect(page.getByRole("navigation", { name: "Hoofkieslys" })).toBeAttached();

  await header.getByRole("link", { name: "English" }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/services\/electrical-repairs$/);
  await expect(page).not.toHaveURL(/\/af\//);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-ZA");
});

test("the switch on a page with no Afrikaans edition leads to the Afrikaans home page", async ({
  page,
}) => {
  await page.goto("/gallery");
  await page
    .locator("header")
    .getByRole("link", { name: "Afrikaans" })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/\/af$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "af-ZA");
});

test("the English home page offers Afrikaans only to a browser that prefers it", async ({
  browser,
}) => {
  for (const [locale, shown] of [
    ["af-ZA", true],
    ["en-ZA", false],
  ] as const) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto("/");
    const offer = page.getByRole("link", { name: "Lees hierdie webwerf in Afrikaans" });
    if (shown) await expect(offer).toBeVisible();
    else await expect(offer).toBeHidden();
    // No redirect by browser language: the English page stays.
    await expect(page).toHaveURL(/\/$/);
    await context.close();
  }
});
