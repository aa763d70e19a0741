/**
 * Reading pages work with JavaScript off: the mobile menu (a native popover), the Services menu
 * (a <details>) and links between pages are HTML and CSS alone.
 */
import { expect, test } from "#tests/fixtures/e2e.ts";

test.use({ javaScriptEnabled: false });

test("on a 375 px screen without JavaScript the menu opens, closes and leads to another page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeHidden();

  const button = page.getByRole("button", { name: "Open menu" });
  await button.click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "Emergency Services" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();

  await button.click();
  await menu.getByRole("link", { name: "FAQ", exact: true }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");
  await expect(menu).toBeHidden();
});

test("on a desktop screen without JavaScript the Services menu opens and its links work", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/about");
  const nav = page.getByRole("navigation", { name: "Main" });
  const coc = nav.getByRole("link", { name: "COC Certificates" });
  await expect(coc).toBeHidden();
  await nav.locator("summary", { hasText: "Services" }).click();
  await expect(coc).toBeVisible();
  await coc.click();
  await expect(page).toHaveURL(/\/services\/electrical-compliance-certificates$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Electrical Certificates of Compliance",
  );
});

test("a reading page ships one deferred script after its content, and a form page hydrates", async ({
  request,
}) => {
  for (const path of ["/", "/gallery", "/faq", "/services/electrical-repairs"]) {
    const html = await (await request.get(path)).text();
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)];
    expect(
      scripts.map((match) => match[1]),
      path,
    ).toEqual([expect.stringMatching(/^\/assets\/reading-page-[\w-]+\.js$/)]);
    // Not async, and not in <head>: it wires the header, gallery and chat button, so it must not
    // run before they are parsed, which an async script may on a slow connection.
    const [tag] = scripts[0] ?? [];
    expect(tag, path).toContain('type="module"');
    expect(tag, path).not.toMatch(/\basync\b/);
    expect(html.indexOf(tag ?? ""), path).toBeGreaterThan(html.indexOf("</main>"));
    expect(html, path).not.toContain("modulepreload");
  }
  const contact = await (await request.get("/contact")).text();
  expect(contact).toContain("modulepreload");
  expect(contact).not.toContain("reading-page-");
});
