import type { APIRequestContext } from "@playwright/test";

import { expect, test } from "#tests/fixtures/e2e.ts";

type Json = Record<string, unknown>;

async function structuredData(request: APIRequestContext, path: string): Promise<Json[]> {
  const html = await (await request.get(path)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.flatMap((block) => {
    const parsed = JSON.parse(block[1] ?? "") as Json | Json[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

const ofType = (items: Json[], type: string) => items.filter((item) => item["@type"] === type);
const isAbsolute = (value: unknown) => typeof value === "string" && /^https?:\/\//.test(value);

function expectBreadcrumbs(items: Json[], last: string) {
  const [list] = ofType(items, "BreadcrumbList");
  const elements = (list?.itemListElement ?? []) as Json[];
  expect(elements.length).toBeGreaterThanOrEqual(2);
  elements.forEach((element, index) => {
    expect(element.position).toBe(index + 1);
    expect(element.name).toBeTruthy();
    expect(isAbsolute(element.item)).toBe(true);
  });
  expect(String(elements.at(-1)?.item)).toMatch(new RegExp(`${last}$`));
}

async function firstSitemapPath(request: APIRequestContext, prefix: string, depth: number) {
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  const path = paths.find((p) => p.startsWith(prefix) && p.split("/").length === depth);
  expect(path, `a page under ${prefix}`).toBeTruthy();
  return path ?? "";
}

test("the home page describes the business as an Electrician with address, hours and area", async ({
  request,
}) => {
  const [business] = ofType(await structuredData(request, "/"), "Electrician");
  expect(business).toBeDefined();
  expect(business).toMatchObject({
    "@context": "https://schema.org",
    name: expect.any(String),
    telephone: expect.stringMatching(/^\+27\d{9}$/),
    address: {
      "@type": "PostalAddress",
      streetAddress: expect.any(String),
      addressLocality: expect.stringContaining("Bishop Lavis"),
      postalCode: expect.any(String),
      addressCountry: "ZA",
    },
    geo: { latitude: expect.any(Number), longitude: expect.any(Number) },
  });
  const hours = business?.openingHoursSpecification as Json[];
  expect(hours[0]).toMatchObject({ opens: "06:00", closes: "18:00" });
  expect(hours[0]?.dayOfWeek).toHaveLength(6);
  expect((business?.areaServed as Json[]).length).toBeGreaterThan(10);
});

test("a service page has Service and BreadcrumbList data", async ({ request }) => {
  const path = "/services/solar-panel-installation";
  const items = await structuredData(request, path);
  const [service] = ofType(items, "Service");
  expect(service).toMatchObject({
    name: expect.any(String),
    description: expect.any(String),
    provider: { "@type": "Electrician", "@id": expect.stringMatching(/#business$/) },
  });
  expect(service?.areaServed).toBeTruthy();
  expectBreadcrumbs(items, path);
});

test("an area page has data naming the area it serves", async ({ request }) => {
  const path = await firstSitemapPath(request, "/service-areas/", 4);
  const items = await structuredData(request, path);
  const [service] = ofType(items, "Service");
  expect(JSON.stringify(service?.areaServed)).toContain("Cape Town");
  expectBreadcrumbs(items, path);
});

test("a post has BlogPosting and BreadcrumbList data", async ({ request }) => {
  const path = "/blog/electrical-safety-tips";
  const items = await structuredData(request, path);
  const [posting] = ofType(items, "BlogPosting");
  expect(posting).toMatchObject({
    headline: expect.any(String),
    datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    author: { "@type": "Organization", name: expect.any(String) },
    publisher: { "@type": "Organization", name: expect.any(String) },
  });
  expect(isAbsolute(posting?.image)).toBe(true);
  expect(isAbsolute(posting?.mainEntityOfPage)).toBe(true);
  expectBreadcrumbs(items, path);
});

test("the FAQ page has FAQPage data matching its questions", async ({ request, page }) => {
  const [faq] = ofType(await structuredData(request, "/faq"), "FAQPage");
  const questions = faq?.mainEntity as Json[];
  expect(questions.length).toBeGreaterThanOrEqual(10);
  for (const question of questions) {
    expect(question).toMatchObject({
      "@type": "Question",
      name: expect.stringMatching(/\?$/),
      acceptedAnswer: { "@type": "Answer", text: expect.any(String) },
    });
  }
  await page.goto("/faq");
  await expect(page.getByText(String(questions[0]?.name))).toBeVisible();
});

test("no page marks up ratings or reviews of the business", async ({ request }) => {
  for (const path of ["/", "/contact", "/case-studies", "/services/electrical-repairs"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/"@type":"(AggregateRating|Review)"/);
  }
});

test("every page in the sitemap has a last-modified date and Open Graph tags", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? "");
  expect(entries.length).toBeGreaterThan(100);
  for (const entry of entries) expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);

  const html = await (await request.get("/services/cctv-installation")).text();
  for (const property of ["og:title", "og:description", "og:url", "og:image"]) {
    expect(html).toContain(`property="${property}"`);
  }
  expect(html).toContain('name="twitter:card" content="summary_large_image"');
  const image = /property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
  const response = await request.get(new URL(image).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\/(png|jpeg|webp)/);
});

test("every page in the sitemap has its own title, description and one canonical URL", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const xml = await (await request.get("/sitemap.xml")).text();
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const match of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const url = match[1] ?? "";
    const html = await (await request.get(new URL(url).pathname)).text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "";
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(title.length, url).toBeGreaterThan(10);
    expect(titles.get(title), `${url} has the title of another page`).toBeUndefined();
    expect(
      descriptions.get(description),
      `${url} has the description of another page`,
    ).toBeUndefined();
    titles.set(title, url);
    descriptions.set(description, url);
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(url);
  }
});

test("every internal link on the site leads to a page that exists", async ({ request }) => {
  test.setTimeout(180_000);
  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  const broken: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift() ?? "";
    const response = await request.get(path, { maxRedirects: 0 });
    // A redirect (the admin link sends visitors to sign in) is followed like a link.
    const location = response.headers().location;
    if (response.status() === 302 && location?.startsWith("/")) {
      const target = new URL(location, "http://site").pathname;
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
      continue;
    }
    if (response.status() !== 200) {
      broken.push(`${path} → ${response.status()}`);
      continue;
    }
    if (!response.headers()["content-type"]?.startsWith("text/html")) continue;
    const html = await response.text();
    for (const match of html.matchAll(/<a [^>]*href="(\/[^"#?]*)[^"]*"/g)) {
      const target = match[1] ?? "/";
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  expect(broken).toEqual([]);
  // Every page in the sitemap can be reached by following links from the home page.
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const match of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    expect(seen, `nothing links to ${match[1]}`).toContain(new URL(match[1] ?? "").pathname);
  }
});
