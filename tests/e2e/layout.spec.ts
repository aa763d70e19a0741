import type { Page } from "@playwright/test";

import { expect, test } from "#tests/fixtures/e2e.ts";

/** Waits until React has taken over the page, so clicks are handled by the app. */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

test.describe("navigation bar", () => {
  test("stays plain at the top and turns translucent with a shadow past 10 px", async ({
    page,
  }) => {
    // A page long enough to scroll on a desktop screen.
    await gotoHydrated(page, "/services");
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("position", "fixed");
    await expect(header).toHaveAttribute("data-scrolled", "false");

    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-scrolled", "false");

    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).not.toHaveCSS("box-shadow", "none");

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(header).toHaveCSS("box-shadow", "none");
  });

  test("the Services dropdown lists the specification's links and closes on Escape", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    // A native disclosure: <details> with its <summary>, which works before any script runs.
    const dropdown = nav.locator("details");
    const toggle = dropdown.locator("summary", { hasText: "Services" });
    await expect(dropdown).not.toHaveAttribute("open");
    await toggle.click();
    await expect(dropdown).toHaveAttribute("open");

    const expected: [string, string][] = [
      ["Electrical Installations", "/services/electrical-installations"],
      ["Electrical Repairs", "/services/electrical-repairs"],
      ["Solar Panel Installation", "/services/solar-panel-installation"],
      ["Emergency Services", "/services/emergency-electrical-services"],
      ["COC Certificates", "/services/electrical-compliance-certificates"],
      ["View All Services", "/services"],
    ];
    for (const [label, href] of expected) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        href,
      );
    }

    await page.keyboard.press("Escape");
    await expect(dropdown).not.toHaveAttribute("open");
    await expect(toggle).toBeFocused();
    await expect(nav.getByRole("link", { name: "COC Certificates" })).toBeHidden();

    await toggle.click();
    await nav.getByRole("link", { name: "COC Certificates" }).click();
    await expect(page).toHaveURL(/\/services\/electrical-compliance-certificates$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Electrical Certificates of Compliance",
    );
    await expect(dropdown).not.toHaveAttribute("open");
  });

  test("has the links of the specification, with Contact as a button", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, href] of [
      ["Home", "/"],
      ["About", "/about"],
      ["Service Areas", "/service-areas"],
      ["Gallery", "/gallery"],
      ["Blog", "/blog"],
      ["FAQ", "/faq"],
      ["Contact", "/contact"],
    ]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        href ?? "",
      );
    }
    await expect(nav.getByRole("link", { name: "Contact" })).toHaveClass(/bg-spark-500/);
  });

  test("on a small screen the hamburger toggles a menu that closes when a link is chosen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    const hamburger = page.getByRole("button", { name: "Open menu" });
    await hamburger.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    for (const label of ["Home", "About", "Emergency Services", "View All Services", "FAQ"]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }

    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("on a page that hydrates, a menu link to the page already shown closes the menu", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, "/contact");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.getByRole("link", { name: "Contact", exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("footer", () => {
  test("shows the business's details, the specification's links and the current year", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Professional electrical services");
    await expect(footer).toContainText("Bishop Lavis");
    await expect(footer).toContainText("Matroosfontein");
    await expect(footer.getByRole("link", { name: /^0\d/ })).toHaveAttribute("href", /^tel:\+27/);
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    for (const [label, href] of [
      ["Home", "/"],
      ["Services", "/services"],
      ["Our Work", "/gallery"],
      ["Contact", "/contact"],
      ["Privacy Policy", "/privacy-policy"],
      ["Admin panel", "/admin"],
    ]) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        href ?? "",
      );
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    // No agency credit until the owner names the agency; the founding year is the business's own
    // word in the specification (content/business.ts), and the only year said.
    await expect(footer).not.toContainText("Website by");
    await expect(footer).toContainText("since 2009");
    await expect(footer).not.toContainText(/since (?!2009)\d{4}/);
  });

  test("a page rendered at build time shows the visitor's year, without hydrating", async ({
    page,
  }) => {
    const nextYear = new Date().getFullYear() + 1;
    await page.clock.setFixedTime(new Date(`${nextYear}-01-02T08:00:00+02:00`));
    await gotoHydrated(page, "/about");
    await expect(page.getByRole("contentinfo")).toContainText(`© ${nextYear}`);
  });

  test("footer links take the visitor to the top of the page", async ({ page }) => {
    await gotoHydrated(page, "/services");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Services" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Our Work" }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test("every route change starts at the top of the page", async ({ page }) => {
  await gotoHydrated(page, "/services");
  await page.evaluate(() => window.scrollTo(0, 1200));
  await page.getByRole("link", { name: "CCTV Camera Installation" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("CCTV Camera Installation");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a spinner shows while the next page loads", async ({ page }) => {
  // Only a page that hydrates navigates in place (reading pages load the next page whole).
  await gotoHydrated(page, "/contact");
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/blog.data*", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
  await expect(page.getByRole("status")).toHaveText("Loading page…");
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Electrical advice for Cape Town homes and businesses",
  );
  await expect(page.getByRole("status")).toHaveCount(0);
});

test("a page that fails to load shows the Loading Error message", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 500/);
  await gotoHydrated(page, "/contact");
  // The blog list has a loader, so its data is fetched on navigation; the server fails it here.
  await page.route("**/blog.data*", (route) => route.fulfill({ status: 500, body: "broken" }));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Loading Error");
  await expect(page.getByText("Please refresh the page")).toBeVisible();
  await expect(page.getByRole("link", { name: "Refresh the page" })).toBeVisible();
});

test("an unknown address shows the not-found page inside the layout", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 404/);
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("main").getByRole("link", { name: "See our services" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Electrical services in Cape Town",
  );
});
