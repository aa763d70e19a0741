import type { APIRequestContext, Page } from "@playwright/test";

import { expect, test } from "#tests/fixtures/e2e.ts";
import {
  makeMigratedDataDir,
  startBuiltServer,
  type ServerProcess,
} from "#tests/setup/start-server.ts";

/**
 * A full time window disappears from the booking form. The windows are filled through the API
 * (two places each, the migration's starting values) on a server of its own: the shared one
 * takes any number of bookings, as other journeys book the same days again and again.
 */

let server: ServerProcess;
let removeDataDir: () => Promise<void>;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const dataDir = await makeMigratedDataDir();
  removeDataDir = dataDir.remove;
  server = await startBuiltServer({ dataDir: dataDir.path, env: { LEAD_RATE_LIMIT: "1000" } });
});

test.afterAll(async () => {
  await server.stop();
  await removeDataDir();
});

const bookingForm = (page: Page) => page.getByRole("form", { name: "Booking form" });

async function offeredDates(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get(`${server.url}/book-appointment`)).text();
  return [...html.matchAll(/<option value="(\d{4}-\d{2}-\d{2})"/g)].map((match) => match[1]!);
}

function book(request: APIRequestContext, date: string, window: string) {
  return request.post(`${server.url}/api/bookings`, {
    data: {
      service: "not-sure",
      description: "Filling a window for the capacity test.",
      propertyType: "residential",
      address: "12 Voortrekker Road",
      suburb: "other",
      otherSuburb: "Elsies River",
      date,
      window,
      name: "Sipho Dlamini",
      phone: "+27 82 555 0199",
      email: "sipho@example.com",
      preferredContact: "phone",
      consent: true,
      marketing: false,
    },
  });
}

async function fill(request: APIRequestContext, date: string, window: string) {
  for (let place = 0; place < 2; place++) {
    expect((await book(request, date, window)).status()).toBe(201);
  }
  const third = await book(request, date, window);
  expect(third.status()).toBe(422);
  expect(await third.json()).toMatchObject({
    fieldErrors: { window: "That time is now fully booked. Please choose another time or day." },
  });
}

async function gotoHydrated(page: Page) {
  await page.goto(`${server.url}/book-appointment`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

test("a full window is no longer offered, and a day with every window full leaves the list", async ({
  page,
  request,
}) => {
  const dates = await offeredDates(request);
  const [fullDay, partlyFull] = dates.slice(-2) as [string, string];

  await fill(request, partlyFull, "morning");
  await gotoHydrated(page);
  const form = bookingForm(page);
  await form.getByLabel("Preferred date").selectOption(partlyFull);
  await expect(form.getByLabel(/^Morning/)).toHaveCount(0);
  await expect(form.getByLabel(/^Midday/)).toBeVisible();
  await expect(form.getByText("Fully booked on this day: Morning.")).toBeVisible();

  for (const window of ["morning", "midday", "afternoon"]) await fill(request, fullDay, window);
  expect(await offeredDates(request)).not.toContain(fullDay);
  await gotoHydrated(page);
  await expect(form.locator(`option[value="${fullDay}"]`)).toHaveCount(0);
});

test("a window that fills while the visitor types is marked, and what they typed stays", async ({
  page,
  request,
  consoleGuard,
}) => {
  // The browser reports the refused request (422) in its console.
  consoleGuard.allow(/status of 422/);
  const dates = await offeredDates(request);
  const date = dates.at(-3)!;
  await gotoHydrated(page);
  const form = bookingForm(page);
  await form.getByLabel("Service").selectOption({ index: 2 });
  await form.getByLabel("Describe the job").fill("Geyser element keeps tripping the main switch.");
  await form.getByLabel("Residential").check();
  await form.getByLabel("Street address").fill("12 Voortrekker Road");
  await form.getByLabel("Suburb").selectOption("other");
  await form.getByLabel("Your suburb").fill("Elsies River");
  await form.getByLabel("Preferred date").selectOption(date);
  await form.getByLabel(/^Afternoon/).check();
  await form.getByLabel("Full name").fill("Sipho Dlamini");
  await form.getByLabel("Phone number").fill("+27 82 555 0199");
  await form.getByLabel("E-mail address").fill("sipho@example.com");
  await form.getByLabel(/I agree that/).check();

  await fill(request, date, "afternoon");
  await form.getByRole("button", { name: "Request this visit" }).click();

  await expect(
    form.getByText("That time is now fully booked. Please choose another time or day."),
  ).toBeVisible();
  await expect(form.getByLabel("Full name")).toHaveValue("Sipho Dlamini");
  await expect(form.getByLabel("Describe the job")).toHaveValue(
    "Geyser element keeps tripping the main switch.",
  );
  await form.getByLabel(/^Midday/).check();
  await form.getByRole("button", { name: "Request this visit" }).click();
  await expect(page.getByTestId("booking-success")).toContainText(
    "not yet a confirmed appointment",
  );
});
