import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

import { expect, test } from "#tests/fixtures/e2e.ts";
import { makeMigratedDataDir, startBuiltServer } from "#tests/setup/start-server.ts";

/**
 * Every secret the server can be given, each a value found nowhere else, so that finding it in
 * what a visitor downloads can only mean a leak.
 */
const canaries = {
  WEBHOOK_SECRET: "canary-webhook-secret-7f3a9c1e",
  BETTER_AUTH_SECRET: "canary-auth-secret-0b5d2e8f4a6c1d3e5f7a9b",
  AI_API_KEY: "canary-ai-key-c4e6a8b0d2f4",
  SMTP_PASSWORD: "canary-smtp-password-91ab",
};

const env = {
  WEBHOOK_URL: "http://127.0.0.1:9/hook",
  WEBHOOK_SECRET: canaries.WEBHOOK_SECRET,
  BETTER_AUTH_SECRET: canaries.BETTER_AUTH_SECRET,
  AI_BASE_URL: "http://127.0.0.1:9/v1",
  AI_API_KEY: canaries.AI_API_KEY,
  AI_MODEL: "canary-model",
  SMTP_URL: `smtp://site:${canaries.SMTP_PASSWORD}@127.0.0.1:9`,
};

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !/\.(br|gz|png|jpe?g|webp|avif|ico)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const leaked = (text: string) => Object.values(canaries).filter((value) => text.includes(value));

test("secrets given to the server never reach what a visitor downloads", async () => {
  test.setTimeout(120_000);
  const dataDir = await makeMigratedDataDir();
  const server = await startBuiltServer({ dataDir: dataDir.path, env });
  try {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const paths = [
      ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname),
      "/login",
      "/register",
      "/auth?mode=forgot",
      "/admin",
      "/no-such-page",
    ];
    const assets = new Set<string>();
    for (const path of paths) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(leaked(html), path).toEqual([]);
      for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) assets.add(match[1]!);
    }
    expect(assets.size).toBeGreaterThan(5);
    for (const asset of assets) {
      const text = await (await fetch(`${server.url}${asset}`)).text();
      expect(leaked(text), asset).toEqual([]);
    }
    // The API answers a visitor can provoke, errors included.
    const chat = await fetch(`${server.url}/api/chat`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: "Do you install solar panels?", history: [] }),
    });
    expect(leaked(await chat.text())).toEqual([]);
    const health = await fetch(`${server.url}/api/health`);
    expect(leaked(await health.text())).toEqual([]);

    // And nothing on disk that is served: every file of the client build.
    for (const file of await filesUnder("build/client")) {
      expect(leaked(await readFile(file, "utf8")), file).toEqual([]);
    }
    // The log is for the operator, but it must not print secrets either.
    expect(leaked(server.output.join("\n"))).toEqual([]);
  } finally {
    await server.stop();
    await dataDir.remove();
  }
});
