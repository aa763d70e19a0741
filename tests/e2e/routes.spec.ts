import type { APIRequestContext } from "@playwright/test";

import { caseStudies } from "#content/case-studies.ts";
import { expect, test } from "#tests/fixtures/e2e.ts";
import {
  specPostSlugs,
  specServiceAliases,
  specServiceSlugs,
  specStaticRoutes,
} from "#tests/fixtures/spec-routes.ts";

/** What a crawler sees: the served HTML, before any JavaScript runs. */
async function fetchHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  const headings = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
    (match[1] ?? "").replace(/<[^>]+>/g, "").trim(),
  );
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const robots = /<meta name="robots" content="([^"]+)"/.exec(html)?.[1];
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return { response, html, headings, canonical, robots, title };
}

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
}

const specPaths = [
  ...specStaticRoutes,
  ...specServiceSlugs.map((slug) => `/services/${slug}`),
  ...specPostSlugs.map((slug) => `/blog/${slug}`),
];

test("every route of the specification answers 200 with its own <h1> in the served HTML", async ({
  request,
}) => {
  const sitemap = await sitemapPaths(request);
  const regionAndAreaPages = sitemap.filter((path) => path.startsWith("/service-areas/"));
  expect(regionAndAreaPages.some((path) => path.split("/").length === 3)).toBe(true);
  expect(regionAndAreaPages.some((path) => path.split("/").length === 4)).toBe(true);

  const headingByPath = new Map<string, string>();
  // /admin shows the sign-in page to anyone not signed in as an admin (tests/e2e/admin.spec.ts).
  const adminPage = await fetchHtml(request, "/admin");
  expect(adminPage.response.status()).toBe(302);
  expect(adminPage.response.headers().location).toBe("/login?next=%2Fadmin");
  for (const path of new Set([...specPaths, ...regionAndAreaPages].filter((p) => p !== "/admin"))) {
    const { response, headings } = await fetchHtml(request, path);
    expect(response.status(), path).toBe(200);
    expect(headings, `${path} has one <h1>`).toHaveLength(1);
    expect(headings[0], path).not.toBe("");
    headingByPath.set(path, headings[0] ?? "");
  }

  // Pages that show another page (aliases) share its heading; every other heading is unique.
  const aliasPaths = new Set([
    "/login",
    "/register",
    "/blog-details",
    ...Object.keys(specServiceAliases).map((slug) => `/services/${slug}`),
  ]);
  const canonicalHeadings = [...headingByPath]
    .filter(([path]) => !aliasPaths.has(path))
    .map(([, heading]) => heading);
  expect(new Set(canonicalHeadings).size).toBe(canonicalHeadings.length);
  expect(headingByPath.get("/login")).toBe(headingByPath.get("/auth"));
  // /register is the same auth page, opened on the new-account form.
  expect(headingByPath.get("/register")).toBe("Create a staff account");
  expect(headingByPath.get("/blog-details")).toBe(headingByPath.get("/blog"));
});

test("an unknown path answers 404 with the not-found page", async ({ request }) => {
  for (const path of [
    "/no-such-page",
    "/services/no-such-service",
    "/blog/no-such-post",
    "/service-areas/no-such-region",
    "/service-areas/northern-suburbs/no-such-suburb",
  ]) {
    const { response, headings, robots } = await fetchHtml(request, path);
    expect(response.status(), path).toBe(404);
    expect(headings, path).toEqual(["Page not found"]);
    expect(robots, path).toContain("noindex");
  }
});

test("alias pages render their canonical page and point search engines at it", async ({
  request,
}) => {
  for (const [alias, canonical] of Object.entries(specServiceAliases)) {
    const aliasPage = await fetchHtml(request, `/services/${alias}`);
    const canonicalPage = await fetchHtml(request, `/services/${canonical}`);
    expect(aliasPage.canonical).toMatch(new RegExp(`/services/${canonical}$`));
    expect(canonicalPage.canonical).toMatch(new RegExp(`/services/${canonical}$`));
    expect(aliasPage.headings).toEqual(canonicalPage.headings);
  }
  expect((await fetchHtml(request, "/blog-details")).canonical).toMatch(/\/blog$/);
});

test("staff pages are kept out of search results", async ({ request }) => {
  for (const path of ["/admin", "/auth", "/login", "/register"]) {
    const { response, robots, canonical } = await fetchHtml(request, path);
    // The admin's redirect to sign-in says it in a header; the pages in their <meta>.
    expect(robots ?? response.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
    expect(canonical, path).toBeUndefined();
  }
});

test("each page has its own title and description, and the shared head", async ({ request }) => {
  const titles = new Set<string>();
  for (const path of ["/", "/about", "/services", "/services/cctv-installation", "/blog"]) {
    const { html, title } = await fetchHtml(request, path);
    expect(title, path).toBeTruthy();
    titles.add(title ?? "");
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain('<meta name="theme-color"');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(html).toContain('<link rel="icon" href="/favicon.svg"');
    expect(html).toContain('<link rel="sitemap" type="application/xml" href="/sitemap.xml"');
    expect(html).toContain('<meta name="format-detection"');
  }
  expect(titles.size).toBe(5);
});

test("the sitemap lists every public page once, and no alias or staff page", async ({
  request,
}) => {
  const paths = await sitemapPaths(request);
  expect(new Set(paths).size).toBe(paths.length);
  // /case-studies is noindex until a job is published with permission (tests/e2e/proof.spec.ts).
  const unlisted = ["/admin", "/auth", "/login", "/register", "/blog-details"];
  if (!caseStudies.some((study) => study.permission)) unlisted.push("/case-studies");
  const expected = specPaths.filter(
    (path) =>
      !unlisted.includes(path) &&
      !Object.keys(specServiceAliases).some((alias) => path === `/services/${alias}`),
  );
  for (const path of expected) expect(paths, path).toContain(path);
  for (const path of unlisted) expect(paths).not.toContain(path);

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  const manifest = (await (await request.get("/manifest.webmanifest")).json()) as { name: string };
  expect(manifest.name).toBeTruthy();
});

test("pages and assets are served compressed and cached for as long as they can be", async ({
  request,
}) => {
  const page = await request.get("/about", { headers: { "accept-encoding": "br, gzip" } });
  expect(page.headers()["content-encoding"]).toBe("br");
  expect(page.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  const etag = page.headers()["etag"] ?? "";
  const revalidated = await request.get("/about", {
    headers: { "accept-encoding": "br, gzip", "if-none-match": etag },
  });
  expect(revalidated.status()).toBe(304);

  // A page that hydrates lists its scripts as modulepreloads (reading pages have none).
  const html = await (await request.get("/contact")).text();
  const scripts = [...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g)];
  expect(scripts.length).toBeGreaterThan(0);
  let compressed = 0;
  for (const [, script] of scripts) {
    const asset = await request.get(script ?? "", { headers: { "accept-encoding": "gzip" } });
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Tiny files are sent as they are; everything larger is compressed.
    if (asset.headers()["content-encoding"] === "gzip") compressed++;
    else expect((await asset.body()).length).toBeLessThan(256);
  }
  expect(compressed).toBeGreaterThan(0);
});

test("every HTML response carries a Content-Security-Policy that allows only our scripts", async ({
  request,
}) => {
  for (const path of ["/", "/no-such-page", "/admin"]) {
    const response = await request.get(path);
    const csp = response.headers()["content-security-policy"] ?? "";
    expect(csp, path).toMatch(/script-src 'self'( 'sha256-[^']+'| 'nonce-[^']+')+(;|$)/);
    expect(csp, path).not.toContain("unsafe-inline");
    expect(csp, path).not.toContain("unsafe-eval");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  }
});

test("a trailing slash redirects to the one address of the page", async ({ request }) => {
  const response = await request.get("/about/?ref=x", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/about?ref=x");
});

test("the health endpoint reports the database", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    status: "ok",
    database: { kind: "pglite", ok: true },
  });
});
