import { defineConfig } from "vitest/config";

const everyTest = "**/*.test.{ts,tsx}";
const browserSide = "app/**/*.test.{ts,tsx}";
const notTests = ["node_modules/**", "build/**", "tests/e2e/**", ".scratch/**"];

export default defineConfig({
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    setupFiles: ["tests/setup/setup-test-env.ts"],
    globalSetup: ["tests/setup/vitest-global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // The browser side's tests mock modules (vi.mock) and stub browser globals: each file gets
        // a module graph of its own, so nothing one file mocks reaches another.
        test: { name: "app", include: [browserSide], exclude: notTests },
      },
      {
        extends: true,
        // The server, content and shared rules hold no state that a test changes between files,
        // so the files of a worker share one module graph: the content registry, better-auth and
        // PGlite are loaded once per worker instead of once per file (decision 020).
        test: {
          name: "server",
          include: [everyTest],
          exclude: [...notTests, browserSide],
          isolate: false,
        },
      },
    ],
  },
});
