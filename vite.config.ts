import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";

const shellModule =
  /[\\/]app[\\/](components|lib)[\\/]|[\\/]app[\\/]features[\\/]chat[\\/]chat-(launcher|store)\.|[\\/]content[\\/](site|navigation|paths|taxonomy)\.|[\\/]common[\\/]limits\./;

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
              test: (id: string) => shellModule.test(id) && !id.includes("rich-text"),
              priority: 10,
            },
          ],
        },
      },
    },
  },
  // imagetools only acts on imports that ask for it (?w=…&format=…): photos in content/images.
  plugins: [
    tailwindcss(),
    // Only imports that ask for a size or format; SVGs too, for the PNG share card.
    imagetools({ include: /\.(svg|jpe?g|png|webp|avif)\?(.*&)?(w|format)=/ }),
    reactRouter(),
  ],
});
