/**
 * The booking form in Afrikaans (issue 18): a visitor on /af/book-appointment gets the Afrikaans
 * message for a wrong field, sends the request once it is right, and the owner sees in the inbox
 * that the lead came in Afrikaans.
 */
import type { Page } from "@playwright/test";

import { ownerAccount, signInToInbox, startServerWithOwner } from "#tests/fixtures/admin-alerts.ts";
import { expect, test } from "#tests/fixtures/e2e.ts";
import type { ServerProcess } from "#tests/setup/start-server.ts";

let owned: Awaited<ReturnType<typeof startServerWithOwner>>;
let server: ServerProcess;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  owned = await startServerWithOwner(() => ({}));
  server = owned.server;
});

test.afterAll(async () => {
  await owned.stop();
});

const afrikaansForm = (page: Page) => page.getByRole("form", { name: "Besprekingsvorm" });

/** A valid request in the Afrikaans form's own words: the second day offered, the morning. */
async function fillInAfrikaans(page: Page) {
  const form = afrikaansForm(page);
  await form.getByLabel("Diens", { exact: true }).selectOption({ index: 2 });
  await form
    .getByLabel("Beskryf die werk")
    .fill("Die geiser se element laat die hoofskakelaar uitskop.");
  await form.getByLabel("Woonhuis").check();
  await form.getByLabel("Straatadres").fill("12 Voortrekkerweg");
  await form.getByLabel("Voorstad", { exact: true }).selectOption("other");
  await form.getByLabel("Jou voorstad").fill("Elsiesrivier");
  await form.getByLabel("Verkieslike datum").selectOption({ index: 1 });
  await form.getByLabel(/^Oggend/).check();
  await form.getByLabel("Volle naam").fill("Anwar Davids");
  await form.getByLabel("Telefoonnommer").fill("+27 82 555 0177");
  await form.getByLabel("E-posadres").fill("anwar@example.com");
  await form.getByLabel("E-pos", { exact: true }).check();
  await form.getByLabel(/Ek stem in/).check();
}

test("books a visit in Afrikaans, with the Afrikaans message for a wrong field, and the lead shows af in the admin", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${server.url}/af/book-appointment`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bespreek 'n afspraak");

  // One wrong field: the phone number.
  const form = afrikaansForm(page);
  await fillInAfrikaans(page);
  await form.getByLabel("Telefoonnommer").fill("12");
  await form.getByRole("button", { name: "Versoek hierdie besoek" }).click();
  await expect(
    form.getByText("Gee asseblief 'n geldige telefoonnommer.", { exact: true }),
  ).toBeVisible();
  await expect(form.getByLabel("Telefoonnommer")).toBeFocused();

  // Put right, it goes: the confirmation is Afrikaans, with the day as af-ZA writes it.
  await form.getByLabel("Telefoonnommer").fill("+27 82 555 0177");
  await form.getByRole("button", { name: "Versoek hierdie besoek" }).click();
  const success = page.getByTestId("booking-success");
  await expect(success).toContainText("Besprekingsversoek ontvang");
  await expect(success).toContainText("nog nie 'n bevestigde afspraak nie");
  await expect(success).toContainText(/oggend \(06:00 tot 10:00\)/);
  const reference = (await success.locator("strong").first().textContent()) ?? "";
  expect(reference).toMatch(/^BK-/);

  // The owner sees the lead came in Afrikaans: "AF" in the list, "Afrikaans" on the lead.
  await signInToInbox(page, server.url, ownerAccount);
  const row = page.getByTestId("lead-row").filter({ hasText: reference });
  await expect(row.getByTestId("lead-language")).toHaveText("AF");
  await expect(row.getByTestId("lead-language")).toHaveAttribute("title", "Language: Afrikaans");
  await row.getByRole("link", { name: "Anwar Davids", exact: true }).click();
  await expect(page.locator("dt", { hasText: /^Language$/ }).locator("+ dd")).toHaveText(
    "Afrikaans",
  );
});
