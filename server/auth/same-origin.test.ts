import { Hono } from "hono";
import { describe, expect, it } from "vitest";

import { sameOrigin } from "./same-origin";

function appWith(publicUrl?: string, trustProxy = 0) {
  const app = new Hono();
  app.use(sameOrigin(publicUrl, trustProxy));
  app.all("/", (c) => c.text("ok"));
  return app;
}

async function post(app: Hono, headers: Record<string, string>) {
  const response = await app.request("http://internal:3000/", { method: "POST", headers });
  return response.status;
}

describe("sameOrigin", () => {
  it("lets reads through and compares a write's Origin with the Host", async () => {
    const app = appWith();
    expect(
      (await app.request("http://internal:3000/", { headers: { Origin: "https://evil.example" } }))
        .status,
    ).toBe(200);
    expect(await post(app, { Host: "site.example", Origin: "http://site.example" })).toBe(200);
    expect(await post(app, { Host: "site.example:80", Origin: "http://site.example" })).toBe(200);
    expect(await post(app, { Host: "site.example", Origin: "https://evil.example" })).toBe(403);
    expect(await post(app, { Host: "site.example", Origin: "null" })).toBe(403);
    expect(await post(app, { Host: "site.example", "Sec-Fetch-Site": "cross-site" })).toBe(403);
    // Tools without a browser send no Origin; the session cookie still has to be there.
    expect(await post(app, { Host: "site.example" })).toBe(200);
  });

  it("compares the scheme too, taking a proxy's word for it only when the proxy is trusted", async () => {
    // The request came over http: an https page of the same host is another origin.
    expect(await post(appWith(), { Host: "site.example", Origin: "https://site.example" })).toBe(
      403,
    );
    const forwarded = { Host: "site.example", "X-Forwarded-Proto": "https" };
    expect(await post(appWith(), { ...forwarded, Origin: "https://site.example" })).toBe(403);
    expect(
      await post(appWith(undefined, 1), { ...forwarded, Origin: "https://site.example" }),
    ).toBe(200);
    expect(await post(appWith(undefined, 1), { ...forwarded, Origin: "http://site.example" })).toBe(
      403,
    );
  });

  it("behind a proxy that rewrites Host, compares with the public address instead", async () => {
    const app = appWith("https://www.lavis.example");
    expect(await post(app, { Host: "127.0.0.1:3000", Origin: "https://www.lavis.example" })).toBe(
      200,
    );
    expect(await post(app, { Host: "127.0.0.1:3000", Origin: "http://127.0.0.1:3000" })).toBe(403);
    expect(await post(app, { Host: "127.0.0.1:3000", Origin: "http://www.lavis.example" })).toBe(
      403,
    );
  });
});
