import { defineConfig } from "vite";

/**
 * Bundles the Hono server (server/index.ts) and the admin command for plain `node`: Node 20 cannot run TypeScript, and the
 * content registry relies on Vite's import.meta.glob. Dependencies stay external; the React Router
 * build is imported at run time from build/server.
 */
export default defineConfig({
  // The prerender of `react-router build`, which runs first in `npm run build`, validated the
  // same content: the server does not do it again at every start (content/index.ts).
  define: { "import.meta.env.CONTENT_CHECKED_BY_BUILD": JSON.stringify("true") },
  build: {
    ssr: true,
    outDir: "build/node",
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    copyPublicDir: false,
    rollupOptions: {
      // The server, and the commands that must run where only `npm ci --omit=dev` was.
      input: {
        index: "server/index.ts",
        "admin-create": "server/cli/admin-create.ts",
        "db-backup": "server/cli/db-backup.ts",
        "db-restore": "server/cli/db-restore.ts",
        "train-models": "server/cli/train-models.ts",
      },
      output: { entryFileNames: "[name].js" },
    },
  },
});
