import { defineConfig } from "@playwright/test";

import { chromiumArgs, findChromium } from "./tests/setup/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  reporter: [["list"]],
  globalSetup: "./tests/setup/e2e-global-setup.ts",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: "retain-on-failure",
  },
});
