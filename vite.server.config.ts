import { defineConfig } from "vite";

/**
 * Bundles the Hono server (server/index.ts) and the admin command for plain `node`: Node 20 cannot run TypeScript, and the
 * content registry relies on Vite's import.meta.glob. Dependencies stay external; the React Router
 * build is imported at run time from build/server.
 */
export default defineConfig({
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
      },
      output: { entryFileNames: "[name].js" },
    },
  },
});
