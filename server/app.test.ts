import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { createTestApp } from "#tests/fixtures/test-app.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db.ts";

import type { RenderPage } from "./app";
import type { StaticFile, StaticFiles } from "./http/static-files";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.destroy());

function staticFile(overrides: Partial<StaticFile>): StaticFile {
  return {
    body: Buffer.from("plain"),
    contentType: "text/html; charset=utf-8",
    etag: '"abc"',
    cacheControl: "public, max-age=0, must-revalidate",
    ...overrides,
  };
}

function makeApp(renderPage: RenderPage = async () => new Response("rendered")) {
  const staticFiles: StaticFiles = new Map([
    [
      "/about",
      staticFile({
        br: Buffer.from("brotli"),
        gzip: Buffer.from("gzip"),
        inlineScriptHashes: ["'sha256-abc'"],
      }),
    ],
  ]);
  return createTestApp(database, { renderPage, staticFiles }).app;
}

describe("static files", () => {
  it("serves the best encoding the client accepts", async () => {
    const app = makeApp();
    const br = await app.request("/about", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(await br.text()).toBe("brotli");
    const gzip = await app.request("/about", { headers: { "accept-encoding": "gzip" } });
    expect(await gzip.text()).toBe("gzip");
    // Weighed as the pages compressed per request are: the higher q-value wins.
    const weighed = await app.request("/about", {
      headers: { "accept-encoding": "br;q=0.5, gzip" },
    });
    expect(await weighed.text()).toBe("gzip");
    const plain = await app.request("/about");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe("plain");
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("answers 304 when the client has the same version", async () => {
    const app = makeApp();
    const first = await app.request("/about", { headers: { "accept-encoding": "br" } });
    const etag = first.headers.get("etag") ?? "";
    const again = await app.request("/about", {
      headers: { "accept-encoding": "br", "if-none-match": etag },
    });
    expect(again.status).toBe(304);
  });

  it("allows a pre-rendered page's inline scripts by hash", async () => {
    const response = await makeApp().request("/about");
    const csp = response.headers.get("content-security-policy");
    expect(csp).toContain("script-src 'self' 'sha256-abc';");
    expect(csp).not.toContain("nonce");
  });
});

describe("pages rendered on demand", () => {
  it("hand React Router the request with a fresh CSP nonce that the header allows", async () => {
    const renderPage = vi.fn<RenderPage>(
      async () => new Response("<h1>x</h1>", { headers: { "Content-Type": "text/html" } }),
    );
    const app = makeApp(renderPage);
    const first = await app.request("/admin");
    const second = await app.request("/admin");
    const nonces = renderPage.mock.calls.map(([, context]) => context.cspNonce);
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(first.headers.get("content-security-policy")).toContain(`'nonce-${nonces[0]}'`);
    expect(second.headers.get("content-security-policy")).toContain(`'nonce-${nonces[1]}'`);
  });

  it("are compressed for browsers that accept it, as pre-rendered pages are", async () => {
    const html = `<!doctype html><h1>Book</h1>${"<p>Available days</p>".repeat(500)}`;
    const app = makeApp(
      async () => new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } }),
    );
    const compressed = await app.request("/book-appointment", {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(compressed.headers.get("content-encoding")).toBe("br");
    const body = new Uint8Array(await compressed.arrayBuffer());
    expect(body.length).toBeLessThan(html.length / 10);
    const plain = await app.request("/book-appointment");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(html);
  });

  it("sets the security headers on every response", async () => {
    const response = await makeApp().request("/anything");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(
      (await makeApp().request("https://localhost/anything")).headers.get(
        "strict-transport-security",
      ),
    ).toContain("max-age=31536000");
  });

  it("believes X-Forwarded-Proto only from a trusted proxy", async () => {
    const forwarded = { headers: { "x-forwarded-proto": "https" } };
    const direct = await makeApp().request("/anything", forwarded);
    expect(direct.headers.get("strict-transport-security")).toBeNull();
    const { app } = createTestApp(database, { limits: { trustProxy: 1 } });
    const proxied = await app.request("/anything", forwarded);
    expect(proxied.headers.get("strict-transport-security")).toContain("max-age=31536000");
  });

  it("redirects a trailing slash, never off the site", async () => {
    const app = makeApp();
    const slash = await app.request("/about/?a=1");
    expect(slash.status).toBe(301);
    expect(slash.headers.get("location")).toBe("/about?a=1");
    const offsite = await app.request("http://localhost//evil.example/");
    expect(offsite.headers.get("location")).toBe("/evil.example");
  });

  it("turns a rendering failure into a 500 Loading Error page", async () => {
    const { app } = createTestApp(database, {
      renderPage: () => Promise.reject(new Error("boom")),
    });
    const response = await app.request("/about");
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("Loading Error");
  });
});

describe("/api", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    const response = await makeApp().request("/api/nope");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found" });
  });
});
