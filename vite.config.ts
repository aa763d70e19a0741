import { mkdirSync, writeFileSync } from "node:fs";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { imagetools } from "vite-imagetools";

const shellModule =
  /[\\/]app[\\/](components|lib)[\\/]|[\\/]app[\\/]features[\\/]chat[\\/]chat-(launcher|store)\.|[\\/]content[\\/](site|navigation|paths|taxonomy)\.|[\\/]common[\\/]limits\./;

const readingWords = /[\\/]app[\\/]lib[\\/](catalogue|page-words)\./;

/**
 * Records what the build was made with, for `npm run launch:check`: a preview build that shows
 * invented examples (VITE_SHOW_EXAMPLES, from the environment or an .env file) must not go live.
 */
function buildInfo(): Plugin {
  let examples = false;
  return {
    name: "build-info",
    apply: "build",
    configResolved(config) {
      examples = config.env.VITE_SHOW_EXAMPLES === "true";
    },
    closeBundle() {
      mkdirSync("build", { recursive: true });
      writeFileSync("build/build-info.json", `${JSON.stringify({ examples })}\n`);
    },
  };
}

export default defineConfig({
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // Images stay files: inlined as data URLs they would be repeated in every page's HTML and in
  // its hydration data, and could not be cached.
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 20,
            },
            {
              name: "shell",
              // What every page needs at once: layout, shared components, the chat button and
              // the content the browser uses. The rest stays in loaders, on the server.
              // The reading pages' words (catalogue, page-words) are not: those pages never
              // hydrate, and a form page must not carry them in both languages.
              test: (id: string) =>
                shellModule.test(id) && !id.includes("rich-text") && !readingWords.test(id),
              priority: 10,
            },
          ],
        },
      },
    },
  },
  // Islands for pages that do not hydrate (app/islands, imported with ?worker&url): ES modules,
  // so the chat button can load React and the chat window in their own chunk, on demand.
  worker: { format: "es" },
  // imagetools only acts on imports that ask for it (?w=…&format=…): photos in content/images.
  plugins: [
    tailwindcss(),
    // Only imports that ask for a size or format; SVGs too, for the PNG share card.
    imagetools({ include: /\.(svg|jpe?g|png|webp|avif)\?(.*&)?(w|format)=/ }),
    reactRouter(),
    buildInfo(),
  ],
});
