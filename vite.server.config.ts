import { defineConfig } from "vite";

/**
 * Bundles the Hono server (server/index.ts) for plain `node`: Node 20 cannot run TypeScript, and the
 * content registry relies on Vite's import.meta.glob. Dependencies stay external; the React Router
 * build is imported at run time from build/server.
 */
export default defineConfig({
  build: {
    ssr: "server/index.ts",
    outDir: "build/node",
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: "index.js" } },
  },
});
