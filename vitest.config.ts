import { defineConfig } from "vitest/config";

export default defineConfig({
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    include: ["**/*.test.{ts,tsx}"],
    exclude: ["node_modules/**", "build/**", "tests/e2e/**", ".scratch/**"],
    setupFiles: ["tests/setup/setup-test-env.ts"],
    globalSetup: ["tests/setup/vitest-global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
