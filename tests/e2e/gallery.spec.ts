import { expect, test } from "#tests/fixtures/e2e.ts";

test("the gallery lightbox works from the keyboard alone", async ({ page }) => {
  await page.goto("/gallery");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const thumbnails = page.getByRole("button", { name: /^Enlarge:/ });
  const count = await thumbnails.count();
  expect(count).toBeGreaterThan(3);

  await thumbnails.first().focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`1 of ${count}`);
  await expect(dialog.locator("img")).toHaveAttribute("alt", /.{15,}/);

  await page.keyboard.press("ArrowRight");
  await expect(dialog).toContainText(`2 of ${count}`);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(dialog).toContainText(`${count} of ${count}`);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(thumbnails.first()).toBeFocused();
});

test("gallery images carry width, height and alt text, and load lazily", async ({ page }) => {
  await page.goto("/gallery");
  const images = page.locator("main ul img");
  const count = await images.count();
  expect(count).toBeGreaterThan(3);
  for (let index = 0; index < count; index++) {
    const image = images.nth(index);
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
    await expect(image).toHaveAttribute("alt", /.{15,}/);
    await expect(image).toHaveAttribute("loading", "lazy");
  }
});
