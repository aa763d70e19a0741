import type { Page } from "@playwright/test";

import { bookingForm, fillBooking } from "#tests/fixtures/booking-form.ts";
import { expect, test } from "#tests/fixtures/e2e.ts";
import { makeMigratedDataDir, startBuiltServer } from "#tests/setup/start-server.ts";

async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

test("a booking's status link shows it received, privately, and lets the customer cancel", async ({
  page,
  consoleGuard,
}) => {
  // The tampered link at the end answers 404, which the browser reports in its console.
  consoleGuard.allow(/status of 404/);
  test.setTimeout(120_000);
  const dataDir = await makeMigratedDataDir();
  const server = await startBuiltServer({ dataDir: dataDir.path });
  try {
    await gotoHydrated(page, `${server.url}/book-appointment`);
    await fillBooking(page);
    await bookingForm(page).getByRole("button", { name: "Request this visit" }).click();
    const success = page.getByTestId("booking-success");
    await expect(success).toBeVisible();
    const reference = (await success.locator("strong.font-mono").textContent())!.trim();

    const link = success.getByRole("link", { name: "Follow your request" });
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(new RegExp(`^/r/${reference}\\?t=[0-9a-z]+\\.[\\w-]{22}$`));
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().includes(`/r/${reference}`)),
      link.click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    expect(response.headers()["referrer-policy"]).toBe("same-origin");

    await expect(
      page.getByRole("heading", { name: "Hi Sipho, here is your request" }),
    ).toBeVisible();
    await expect(page.getByTestId("status-stage")).toContainText("Received");
    await expect(page.getByText(reference)).toBeVisible();
    await expect(page.getByText("Elsies River")).toBeVisible();
    // Nothing the customer did not need: not the street, the phone or the e-mail.
    await expect(page.getByText("Voortrekker")).toHaveCount(0);
    await expect(page.getByText("sipho@example.com")).toHaveCount(0);
    await expect(page.getByText("24 hours a day")).toBeVisible();

    // Cancelling asks once more, then says it is done.
    await page.getByText("Cancel this booking").click();
    await page.getByRole("button", { name: "Yes, cancel my booking" }).click();
    await expect(page.getByTestId("status-result")).toContainText("Your booking is cancelled");
    await expect(page.getByTestId("status-stage")).toContainText("Cancelled");
    await expect(page.getByRole("button", { name: "Yes, cancel my booking" })).toHaveCount(0);

    // A link whose token was changed shows the site's ordinary 404.
    // Whatever the token ends in, this changes it.
    const flipped = href.endsWith("A") ? "B" : "A";
    const tampered = await page.goto(`${server.url}${href.slice(0, -1)}${flipped}`);
    expect(tampered?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  } finally {
    await server.stop();
    await dataDir.remove();
  }
});
