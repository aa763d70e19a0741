/**
 * Writes .br and .gz copies of every compressible file in build/client, once, at build time, so
 * the server never compresses on a request. Files under COMPRESS_MIN_BYTES are left alone: there
 * the encoding's own overhead eats the saving.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import { COMPRESS_MIN_BYTES } from "../server/http/encoding";
import { compressibleExtensions } from "../server/http/static-files";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const root = process.argv[2] ?? "build/client";

const entries = await readdir(root, { withFileTypes: true, recursive: true });
const files = entries
  .filter((entry) => entry.isFile() && compressibleExtensions.has(extname(entry.name)))
  .map((entry) => join(entry.parentPath, entry.name));

let before = 0;
let after = 0;
await Promise.all(
  files.map(async (file) => {
    const body = await readFile(file);
    if (body.length < COMPRESS_MIN_BYTES) return;
    const [br, gzipped] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gz(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    before += body.length;
    after += br.length;
  }),
);
console.log(
  `compressed ${files.length} files in ${root}: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli`,
);
