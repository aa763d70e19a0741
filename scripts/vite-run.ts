/**
 * `tsx scripts/vite-run.ts <file.ts> [args]`: runs a script through Vite's module runner, so it
 * can import the content registry (which uses import.meta.glob) the way the app does.
 */
import { resolve } from "node:path";

import { createServer, isRunnableDevEnvironment } from "vite";
import { imagetools } from "vite-imagetools";

const [file, ...args] = process.argv.slice(2);
if (!file) {
  console.error("usage: tsx scripts/vite-run.ts <file.ts> [args]");
  process.exit(1);
}

const vite = await createServer({
  configFile: false,
  logLevel: "warn",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, ws: false },
  plugins: [imagetools({ include: /\.(svg|jpe?g|png|webp|avif)\?(.*&)?(w|format)=/ })],
});
const ssr = vite.environments.ssr;
if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error("Vite's ssr environment cannot run");
process.argv = [process.argv[0]!, file, ...args];
try {
  await ssr.runner.import(resolve(file));
} finally {
  await vite.close();
}
