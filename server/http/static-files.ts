import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";

import type { MiddlewareHandler } from "hono";

import { chooseEncoding } from "./encoding";

/**
 * The client build (hashed assets and pre-rendered pages) is a few megabytes, so it is read into
 * memory once at start, with the .br/.gz copies the build wrote beside each file. Serving from
 * memory keeps a pre-rendered page at a few hundred microseconds.
 */
export interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
  /** CSP source expressions ('sha256-…') for the inline scripts of a pre-rendered page. */
  inlineScriptHashes?: string[];
}

export type StaticFiles = Map<string, StaticFile>;

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  // React Router's single-fetch payloads for client-side navigation.
  ".data": "text/x-script",
};

/** Extensions worth compressing; images and fonts are compressed already. */
export const compressibleExtensions = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".map",
  ".webmanifest",
  ".xml",
  ".txt",
  ".svg",
  ".data",
]);

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** sha256 sources for every inline <script> (one without src) of an HTML document. */
export function hashInlineScripts(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes];
}

function urlPathFor(file: string, root: string): string {
  const path = `/${relative(root, file).split(sep).join("/")}`;
  if (path === "/index.html") return "/";
  return path.endsWith("/index.html") ? path.slice(0, -"/index.html".length) : path;
}

function cacheControlFor(urlPath: string, extension: string): string {
  // Vite puts content hashes in every file name under /assets.
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (extension === ".html" || extension === ".data" || extension === "") {
    return "public, max-age=0, must-revalidate";
  }
  return "public, max-age=3600";
}

export async function loadStaticFiles(root: string): Promise<StaticFiles> {
  const all = await listFiles(root);
  const present = new Set(all);
  const readIfPresent = (file: string) =>
    present.has(file) ? readFile(file) : Promise.resolve(undefined);
  // Read side by side: one after another, the ~1,400 reads left a start-up idle for 1 s. A few
  // dozen at a time keeps far below the limit of open files.
  const entries = await mapInBatches(
    all.filter((file) => !file.endsWith(".br") && !file.endsWith(".gz")),
    32,
    async (file): Promise<[string, StaticFile]> => {
      const extension = extname(file);
      const urlPath = urlPathFor(file, root);
      const [body, br, gzip] = await Promise.all([
        readFile(file),
        readIfPresent(`${file}.br`),
        readIfPresent(`${file}.gz`),
      ]);
      return [
        urlPath,
        {
          body,
          br,
          gzip,
          contentType: contentTypes[extension] ?? "application/octet-stream",
          etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
          cacheControl: cacheControlFor(urlPath, extension),
          inlineScriptHashes:
            extension === ".html" ? hashInlineScripts(body.toString()) : undefined,
        },
      ];
    },
  );
  return new Map(entries);
}

async function mapInBatches<T, R>(items: T[], size: number, map: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(map))));
  }
  return results;
}

function pickEncoding(file: StaticFile, acceptEncoding: string | undefined) {
  const name = chooseEncoding(
    acceptEncoding,
    (["br", "gzip"] as const).filter((encoding) => file[encoding]),
  );
  return name ? { name, body: file[name]! } : { name: undefined, body: file.body };
}

export interface StaticVariables {
  staticFile?: StaticFile;
}

/** Serves a file of the build when one matches the path; otherwise passes the request on. */
export function serveStaticFiles(
  files: StaticFiles,
): MiddlewareHandler<{ Variables: StaticVariables }> {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      return next();
    }
    const file = files.get(path);
    if (!file) return next();

    const encoding = pickEncoding(file, c.req.header("accept-encoding"));
    const etag = encoding.name ? `${file.etag.slice(0, -1)}-${encoding.name}"` : file.etag;
    c.set("staticFile", file);
    const headers: Record<string, string> = {
      "Content-Type": file.contentType,
      "Cache-Control": file.cacheControl,
      ETag: etag,
      Vary: "Accept-Encoding",
    };
    if (encoding.name) headers["Content-Encoding"] = encoding.name;

    const ifNoneMatch = c.req.header("if-none-match");
    if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(etag)) {
      return c.body(null, 304, headers);
    }
    headers["Content-Length"] = String(encoding.body.length);
    if (c.req.method === "HEAD") return c.body(null, 200, headers);
    // readFile never returns a Buffer over a SharedArrayBuffer, which is all Hono's type rules out.
    return c.body(encoding.body as Uint8Array<ArrayBuffer>, 200, headers);
  };
}
