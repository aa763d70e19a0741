/**
 * `npm run bench:weight`: the compressed JavaScript and CSS a visitor downloads on the first load
 * of each kind of page, read from the production build. A page's first load is every script and
 * stylesheet its HTML references, plus the modules those import statically; code behind a dynamic
 * import() (loaded on use) is not counted.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import { createRequestHandler, type ServerBuild } from "react-router";

import { firstPath } from "./lib/sitemap-sample";

const CLIENT = "build/client";
/**
 * Budgets for the JavaScript of a page's first load, brotli-compressed. Reading pages do not
 * hydrate (decision 016): their one island wires the header and the chat button. Pages with a
 * form hydrate, so they carry the framework (decision 006) and the form's behaviour (decision
 * 011); their checks load on first use.
 */
const READING_JS_BUDGET_KB = Number(process.env.READING_JS_BUDGET_KB ?? 5);
const FORM_JS_BUDGET_KB = Number(process.env.FORM_JS_BUDGET_KB ?? 105);
const FORM_PAGES = new Set(["contact", "booking", "af contact", "af booking"]);

if (!existsSync(join(CLIENT, "index.html"))) {
  console.error("No build found. Run `npm run build` first.");
  process.exit(1);
}

const pages: [string, string][] = [
  ["home", "/"],
  ["about", "/about"],
  ["services list", "/services"],
  ["service", firstPath("/services/", 3)],
  ["service areas", "/service-areas"],
  ["region", firstPath("/service-areas/", 3)],
  ["area", firstPath("/service-areas/", 4)],
  ["blog list", "/blog"],
  ["post", firstPath("/blog/", 3)],
  ["contact", "/contact"],
  ["booking", "/book-appointment"],
  ["faq", "/faq"],
  ["gallery", "/gallery"],
  ["case studies", "/case-studies"],
  ["privacy policy", "/privacy-policy"],
  // The Afrikaans edition (issue 18) is held to the same budgets.
  ["af home", "/af"],
  ["af services list", "/af/services"],
  ["af service", firstPath("/af/services/", 4)],
  ["af area", firstPath("/af/service-areas/", 5)],
  ["af post", firstPath("/af/blog/", 4)],
  ["af faq", "/af/faq"],
  ["af contact", "/af/contact"],
  ["af booking", "/af/book-appointment"],
];

const sizes = new Map<string, { br: number; gz: number }>();
function compressedSize(url: string) {
  const cached = sizes.get(url);
  if (cached) return cached;
  const file = join(CLIENT, url);
  const body = readFileSync(file);
  const br = existsSync(`${file}.br`)
    ? readFileSync(`${file}.br`).length
    : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const gz = existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(body).length;
  const size = { br, gz };
  sizes.set(url, size);
  return size;
}

/** A module and everything it imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function withStaticImports(url: string, seen: Set<string>) {
  if (seen.has(url)) return;
  seen.add(url);
  const source = readFileSync(join(CLIENT, url), "utf8");
  const folder = url.slice(0, url.lastIndexOf("/") + 1);
  for (const match of source.matchAll(
    /\b(?:import|export)\s*(?:[\w*{}\s,$]*?\bfrom\s*)?["'](\.\/[^"']+\.js)["']/g,
  )) {
    withStaticImports(folder + (match[1] ?? "").slice(2), seen);
  }
}

const brotli = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Pages rendered per request (the booking page) are rendered here by the server build. */
const build = (await import(pathToFileURL(resolve("build/server/index.js")).href)) as ServerBuild;
const render = createRequestHandler(build, "production");
async function pageHtml(path: string): Promise<string> {
  const file = join(CLIENT, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
  if (existsSync(file)) return readFileSync(file, "utf8");
  const response = await render(new Request(`http://localhost${path}`), { cspNonce: "bench" });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.text();
}

async function firstLoad(path: string) {
  const html = await pageHtml(path);
  const scripts = new Set<string>();
  const references = [
    ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
    ...html.matchAll(/<script[^>]*\bsrc="(\/[^"]+\.js)"/g),
    ...html.matchAll(/import\(["'](\/assets\/[^"']+\.js)["']\)/g),
  ];
  for (const match of references) withStaticImports(match[1] ?? "", scripts);
  const styles = [
    ...html.matchAll(/<link[^>]*\brel="stylesheet"[^>]*\bhref="(\/[^"]+\.css)"/g),
  ].map((m) => m[1] ?? "");
  const sum = (urls: Iterable<string>, key: "br" | "gz") =>
    [...urls].reduce((total, url) => total + compressedSize(url)[key], 0);
  return {
    jsBr: sum(scripts, "br"),
    jsGz: sum(scripts, "gz"),
    cssBr: sum(styles, "br"),
    htmlBr: brotli(html),
    files: scripts.size,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const rows = [];
for (const [kind, path] of pages) rows.push({ kind, path, ...(await firstLoad(path)) });

console.log(`First-load weight per page type (KB, compressed as served)\n`);
console.log(
  [
    "page".padEnd(16),
    "JS br".padStart(7),
    "JS gzip".padStart(8),
    "CSS br".padStart(7),
    "HTML br".padStart(8),
    "JS files".padStart(9),
    "  path",
  ].join(""),
);
for (const row of rows) {
  console.log(
    [
      row.kind.padEnd(16),
      kb(row.jsBr).padStart(7),
      kb(row.jsGz).padStart(8),
      kb(row.cssBr).padStart(7),
      kb(row.htmlBr).padStart(8),
      String(row.files).padStart(9),
      `  ${row.path}`,
    ].join(""),
  );
}
for (const forms of [false, true]) {
  const group = rows.filter((row) => FORM_PAGES.has(row.kind) === forms);
  const budget = forms ? FORM_JS_BUDGET_KB : READING_JS_BUDGET_KB;
  const heaviest = group.reduce((max, row) => (row.jsBr > max.jsBr ? row : max));
  const verdict = heaviest.jsBr <= budget * 1024 ? "within" : "OVER";
  console.log(
    `${forms ? "" : "\n"}heaviest JavaScript, ${forms ? "form pages" : "reading pages"}: ${kb(heaviest.jsBr)} KB brotli (${heaviest.kind}), ${verdict} the ${budget} KB budget`,
  );
}
