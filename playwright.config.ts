import { defineConfig } from "@playwright/test";

import { chromiumArgs, findChromium, findHeadlessShell } from "./tests/setup/chromium";

/** Specs that start server processes of their own and load the machine. */
const processSpecs = ["**/faults.spec.ts", "**/scale-out.spec.ts", "**/server.spec.ts"];
/** Specs that subscribe the browser to web push, which only the full browser has. */
const pushSpecs = ["**/alerts.spec.ts", "**/escalation.spec.ts"];
const fullBrowser = { launchOptions: { executablePath: findChromium(), args: chromiumArgs } };

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
    launchOptions: { executablePath: findHeadlessShell(), args: chromiumArgs },
    // Recording a trace for every test, to keep only the failures', cost a quarter of the suite's
    // time (a11y.spec.ts: 76 s with, 58 s without). To debug a failure: --trace retain-on-failure.
    trace: "off",
  },
  projects: [
    { name: "pages", testIgnore: [...processSpecs, ...pushSpecs] },
    { name: "push", testMatch: pushSpecs, use: fullBrowser },
    // Servers of their own under heavy load (SIGKILL mid-burst, two copies on PostgreSQL): run
    // after the browser journeys, so their load never eats a journey's time on a 2-core machine.
    { name: "processes", testMatch: processSpecs, dependencies: ["pages", "push"] },
  ],
});
