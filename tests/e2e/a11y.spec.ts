import AxeBuilder from "@axe-core/playwright";

import { seriousViolations } from "#tests/fixtures/axe.ts";
import { expect, test } from "#tests/fixtures/e2e.ts";

const pageTypes: [string, string][] = [
  ["home", "/"],
  ["about", "/about"],
  ["services list", "/services"],
  ["service", "/services/electrical-compliance-certificates"],
  ["service areas", "/service-areas"],
  ["region", "/service-areas/cape-flats"],
  ["area", "/service-areas/cape-flats/bishop-lavis"],
  ["blog list", "/blog"],
  ["post", "/blog/electrical-safety-tips"],
  ["faq", "/faq"],
  ["gallery", "/gallery"],
  ["case studies", "/case-studies"],
  ["contact", "/contact"],
  ["booking", "/book-appointment"],
  ["privacy policy", "/privacy-policy"],
  ["admin", "/admin"],
  ["auth", "/auth"],
  ["register", "/register"],
  ["forgotten password", "/auth?mode=forgot"],
  ["Afrikaans home", "/af"],
  ["Afrikaans about", "/af/about"],
  ["Afrikaans services list", "/af/services"],
  ["Afrikaans service", "/af/services/electrical-compliance-certificates"],
  ["Afrikaans service areas", "/af/service-areas"],
  ["Afrikaans region", "/af/service-areas/cape-flats"],
  ["Afrikaans area", "/af/service-areas/cape-flats/bishop-lavis"],
  ["Afrikaans blog list", "/af/blog"],
  ["Afrikaans post", "/af/blog/electrical-safety-tips"],
  ["Afrikaans faq", "/af/faq"],
  ["Afrikaans contact", "/af/contact"],
  ["Afrikaans booking", "/af/book-appointment"],
  ["Afrikaans privacy policy", "/af/privacy-policy"],
];

for (const [name, path] of pageTypes) {
  test(`${name} page has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("the chat button's label, held still for reduced motion, has enough contrast", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .include("[data-animated-label]")
    .withRules(["color-contrast"])
    .analyze();
  expect(results.passes.map((rule) => rule.id)).toContain("color-contrast");
  expect(results.violations).toEqual([]);
});

test("the not-found page has no serious accessibility violations", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 404/);
  await page.goto("/no-such-page");
  expect(await seriousViolations(page)).toEqual([]);
});

test("the open mobile menu and the open lightbox have no serious violations", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/gallery");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("button", { name: "Open menu" }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Close menu" }).click();
  await page
    .getByRole("button", { name: /^Enlarge:/ })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the open chat widget, with a conversation, has no serious violations", async ({ page }) => {
  await page.goto("/");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("button", { name: /^Chat With Us/ }).click();
  const dialog = page.getByRole("dialog", { name: /assistant$/ });
  await expect(dialog.getByText(/automated helper/)).toBeVisible();
  await dialog.getByRole("textbox").fill("Do you install solar panels?");
  await dialog.getByRole("textbox").press("Enter");
  await expect(dialog.getByRole("link", { name: /solar/i }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
