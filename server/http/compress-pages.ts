import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import type { MiddlewareHandler } from "hono";

import { chooseEncoding, COMPRESS_MIN_BYTES } from "./encoding";

/**
 * Compresses pages rendered per request (booking, the account pages, 404s) with brotli, or gzip
 * for a client without it. Hono's compress() has no brotli, and a client that accepts only
 * brotli got these pages uncompressed. The body is read whole: these pages are small and are
 * not streamed in parts, and brotli at quality 5 takes about a millisecond for one of them.
 */
export function compressPages(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const type = response.headers.get("Content-Type") ?? "";
    if (
      c.req.method === "HEAD" ||
      !response.body ||
      response.headers.has("Content-Encoding") ||
      !/^(text\/|application\/(json|xml|javascript))/.test(type)
    ) {
      return;
    }
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    const body = Buffer.from(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    headers.append("Vary", "Accept-Encoding");
    let sent: Buffer = body;
    if (encoding && body.length >= COMPRESS_MIN_BYTES) {
      sent =
        encoding === "br"
          ? brotliCompressSync(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : gzipSync(body, { level: 6 });
      headers.set("Content-Encoding", encoding);
    }
    headers.set("Content-Length", String(sent.length));
    // Cleared first: Hono would otherwise copy the old response's headers over the new ones.
    c.res = undefined;
    c.res = new Response(new Uint8Array(sent), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}
