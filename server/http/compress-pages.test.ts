import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { Hono } from "hono";
import { describe, expect, it } from "vitest";

import { compressPages } from "./compress-pages";

const page = `<!doctype html><title>Book a visit</title>${"<p>Choose a day for the visit.</p>".repeat(40)}`;

function appWith(body: string, type = "text/html; charset=utf-8") {
  const app = new Hono();
  app.all("*", compressPages(), (c) => c.body(body, 200, { "Content-Type": type }));
  return app;
}

describe("compressPages", () => {
  it("sends a rendered page with brotli to a client that accepts only brotli", async () => {
    const response = await appWith(page).request("/book-appointment", {
      headers: { "Accept-Encoding": "br" },
    });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get("content-length"))).toBe(body.length);
    expect(body.length).toBeLessThan(page.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(page);
  });

  it("uses gzip without brotli, and nothing for a client that accepts neither", async () => {
    const gzip = await appWith(page).request("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(page);

    const plain = await appWith(page).request("/", { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(page);
  });

  it("leaves tiny bodies and binary types as they are", async () => {
    const tiny = await appWith("<p>Not found</p>").request("/", {
      headers: { "Accept-Encoding": "br" },
    });
    expect(tiny.headers.get("content-encoding")).toBeNull();
    const image = await appWith(page, "image/png").request("/", {
      headers: { "Accept-Encoding": "br" },
    });
    expect(image.headers.get("content-encoding")).toBeNull();
  });
});
