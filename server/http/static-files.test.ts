import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { hashInlineScripts, loadStaticFiles } from "./static-files";

describe("hashInlineScripts", () => {
  it("hashes inline scripts and skips external ones", () => {
    const html =
      '<script src="/a.js"></script><script>window.x = 1;</script>' +
      '<script type="module">import("/b.js")</script><script></script>';
    const expected = ["window.x = 1;", 'import("/b.js")'].map(
      (body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`,
    );
    expect(hashInlineScripts(html)).toEqual(expected);
  });
});

describe("loadStaticFiles", () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "static-test-"));
    await mkdir(join(root, "assets"));
    await mkdir(join(root, "about"));
    await writeFile(join(root, "index.html"), "<html><script>1</script></html>");
    await writeFile(join(root, "about", "index.html"), "<html>about</html>");
    await writeFile(join(root, "about.data"), "data");
    await writeFile(join(root, "assets", "app-abc123.js"), "console.log(1)");
    await writeFile(join(root, "assets", "app-abc123.js.br"), "compressed");
    await writeFile(join(root, "robots.txt"), "User-agent: *");
  });

  afterAll(() => rm(root, { recursive: true, force: true }));

  it("maps pre-rendered pages to their paths and keeps compressed copies beside the file", async () => {
    const files = await loadStaticFiles(root);
    expect([...files.keys()].sort()).toEqual([
      "/",
      "/about",
      "/about.data",
      "/assets/app-abc123.js",
      "/robots.txt",
    ]);
    const asset = files.get("/assets/app-abc123.js");
    expect(asset?.br?.toString()).toBe("compressed");
    expect(asset?.cacheControl).toBe("public, max-age=31536000, immutable");
    expect(files.get("/about")?.cacheControl).toBe("public, max-age=0, must-revalidate");
    expect(files.get("/about.data")?.contentType).toBe("text/x-script");
    expect(files.get("/robots.txt")?.contentType).toBe("text/plain; charset=utf-8");
    expect(files.get("/")?.inlineScriptHashes).toHaveLength(1);
  });
});
