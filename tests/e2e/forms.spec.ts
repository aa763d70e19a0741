import { readFile } from "node:fs/promises";

import { PGlite } from "@electric-sql/pglite";
import type { Page } from "@playwright/test";
import ICAL from "ical.js";

import { bookingForm, fillBooking } from "#tests/fixtures/booking-form.ts";
import { expect, test } from "#tests/fixtures/e2e.ts";
import { startSmtpReceiver } from "#tests/mocks/smtp-receiver.ts";
import { startWebhookReceiver } from "#tests/mocks/webhook-receiver.ts";
import { makeMigratedDataDir, startBuiltServer } from "#tests/setup/start-server.ts";

async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

const contactForm = (page: Page) => page.getByRole("form", { name: "Contact form" });

async function fillContact(page: Page) {
  const form = contactForm(page);
  await form.getByLabel("Full name").fill("Thandi Mokoena");
  await form.getByLabel("Phone number").fill("082 555 0101");
  await form.getByLabel("E-mail address").fill("thandi@example.com");
  await form.getByLabel("Suburb").fill("Parow");
  await form.getByLabel("Service").selectOption({ index: 1 });
  await form
    .getByLabel("Your message")
    .fill("The kitchen plugs trip the earth leakage whenever it rains.");
  await form.getByLabel(/I agree that/).check();
}

test("both forms show every mistake, save valid requests, and deliver them by webhook and e-mail", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const receiver = await startWebhookReceiver();
  const smtp = await startSmtpReceiver();
  const dataDir = await makeMigratedDataDir();
  const server = await startBuiltServer({
    dataDir: dataDir.path,
    env: {
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: "e2e-webhook-secret-123456",
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_EMAIL: "office@example.com",
    },
  });
  let contactReference = "";
  let bookingReference = "";
  try {
    // Contact: empty, then wrong, then right.
    await gotoHydrated(page, `${server.url}/contact`);
    const contact = contactForm(page);
    await contact.getByRole("button", { name: "Send message" }).click();
    for (const message of [
      "Please provide your full name.",
      "Please provide a valid phone number.",
      "Please provide a valid email address (e.g., name@example.com).",
      "Please provide more details about what you need done.",
      "Please tick the box to agree to our privacy policy.",
    ]) {
      await expect(contact.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(contact.getByLabel("Full name")).toBeFocused();
    await expect(contact.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");

    await fillContact(page);
    await contact.getByLabel("Phone number").fill("021 55");
    await contact.getByLabel("Your message").fill("<b>help</b> please");
    await contact.getByRole("button", { name: "Send message" }).click();
    await expect(contact.getByText("Please provide a valid phone number.")).toBeVisible();
    await expect(contact.getByText("Please leave out the < and > characters.")).toBeVisible();
    await expect(contact.getByLabel("Full name")).toHaveValue("Thandi Mokoena");

    await contact.getByLabel("Phone number").fill("082 555 0101");
    await expect(contact.getByText("Please provide a valid phone number.")).toHaveCount(0);
    await contact
      .getByLabel("Your message")
      .fill("The kitchen plugs trip the earth leakage whenever it rains.");
    await contact.getByRole("button", { name: "Send message" }).click();
    const contactSuccess = page.getByTestId("contact-success");
    await expect(contactSuccess).toContainText("Your reference number is CT-");
    contactReference = (await contactSuccess.locator("strong").first().textContent()) ?? "";
    await expect(contact.getByLabel("Full name")).toHaveValue("");

    // Booking: empty, then right; the confirmation offers a calendar file.
    await gotoHydrated(page, `${server.url}/book-appointment`);
    const booking = bookingForm(page);
    await booking.getByRole("button", { name: "Request this visit" }).click();
    for (const message of [
      "Please specify what type of electrical service you need.",
      "Please choose the type of property.",
      "Please provide your full address in Cape Town.",
      'Please choose your suburb, or "Other" if it is not listed.',
      "Please choose a date from the list.",
      "Please choose a time window.",
    ]) {
      await expect(booking.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(booking.getByLabel("Service")).toBeFocused();
    await fillBooking(page);
    await booking.getByLabel("E-mail address").fill("sipho@");
    await booking.getByLabel("Your suburb").fill(" ");
    await booking.getByRole("button", { name: "Request this visit" }).click();
    await expect(
      booking.getByText("Please provide a valid email address (e.g., name@example.com)."),
    ).toBeVisible();
    await expect(booking.getByText("Please type the name of your suburb.")).toBeVisible();
    await expect(booking.getByLabel("Your suburb")).toBeFocused();
    await booking.getByLabel("Your suburb").fill("Elsies River");
    await booking.getByLabel("E-mail address").fill("sipho@example.com");
    await booking.getByRole("button", { name: "Request this visit" }).click();
    const bookingSuccess = page.getByTestId("booking-success");
    await expect(bookingSuccess).toContainText("not yet a confirmed appointment");
    await expect(bookingSuccess).toContainText(/morning \(06:00 to 10:00\)/);
    bookingReference = (await bookingSuccess.locator("strong").first().textContent()) ?? "";
    expect(bookingReference).toMatch(/^BK-/);

    const download = page.waitForEvent("download");
    await bookingSuccess.getByRole("button", { name: /Add to my calendar/ }).click();
    const file = await (await download).path();
    const calendar = new ICAL.Component(ICAL.parse(await readFile(file, "utf8")));
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.uid).toContain(bookingReference);
    expect(event.startDate.zone?.tzid).toBe("Africa/Johannesburg");
    expect(event.startDate.hour).toBe(6);
    expect(event.location).toContain("Elsies River");

    await expect.poll(() => receiver.accepted().length).toBe(2);
    await expect.poll(() => smtp.received.length).toBe(4);
  } finally {
    await server.stop();
    await smtp.close();
  }

  const database = await PGlite.create(`${dataDir.path}/pglite`);
  const contacts = await database.query<Record<string, unknown>>(
    "select reference, name, phone, suburb, marketing_opt_in, consent_at is not null as consented from contact_messages",
  );
  const bookings = await database.query<Record<string, unknown>>(
    "select reference, name, suburb, time_window, status, preferred_contact from appointments",
  );
  const outbox = await database.query<{ kind: string; status: string }>(
    "select kind, status from outbox order by kind",
  );
  await database.close();
  await receiver.close();
  await dataDir.remove();

  expect(contacts.rows).toEqual([
    {
      reference: contactReference,
      name: "Thandi Mokoena",
      phone: "082 555 0101",
      suburb: "Parow",
      marketing_opt_in: false,
      consented: true,
    },
  ]);
  expect(bookings.rows).toEqual([
    {
      reference: bookingReference,
      name: "Sipho Dlamini",
      suburb: "Elsies River",
      time_window: "morning",
      status: "requested",
      preferred_contact: "email",
    },
  ]);
  expect(outbox.rows.every((row) => row.status === "delivered")).toBe(true);
  expect(outbox.rows.map((row) => row.kind)).toEqual([
    "email",
    "email",
    "email",
    "email",
    "webhook",
    "webhook",
  ]);
});

test("an emergency is sent to the phone, not to a booking", async ({ page }) => {
  await gotoHydrated(page, "/book-appointment");
  await bookingForm(page).getByLabel("Yes, it is an emergency").check();
  await expect(page.getByRole("alert")).toContainText("call us now");
  await expect(page.getByRole("link", { name: /^Call 0/ })).toHaveAttribute("href", /^tel:\+27/);
  await expect(page.getByRole("button", { name: "Request this visit" })).toHaveCount(0);
});

test("the booking form offers no Sundays and nothing before the next working day", async ({
  page,
}) => {
  await gotoHydrated(page, "/book-appointment");
  const values = await bookingForm(page)
    .getByLabel("Preferred date")
    .locator("option")
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const dates = values.filter(Boolean);
  expect(dates.length).toBeGreaterThan(40);
  expect(dates.every((date) => new Date(`${date}T00:00:00Z`).getUTCDay() !== 0)).toBe(true);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Johannesburg" }).format(
    new Date(),
  );
  expect(dates[0]! > today).toBe(true);
});

test("a server error keeps what the visitor typed and gives the phone number", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/503/);
  await gotoHydrated(page, "/contact");
  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({
        error:
          "We could not save your request just now. Please try again in a minute, or call us on 021 934 5710.",
      }),
    }),
  );
  await fillContact(page);
  await contactForm(page).getByRole("button", { name: "Send message" }).click();
  await expect(contactForm(page).getByRole("alert")).toContainText("call us on");
  await expect(contactForm(page).getByLabel("Your message")).toHaveValue(
    "The kitchen plugs trip the earth leakage whenever it rains.",
  );
  await expect(contactForm(page).getByLabel(/I agree that/)).toBeChecked();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form still sends, and the server answers with the reference", async ({
    page,
  }) => {
    await page.goto("/contact");
    await fillContact(page);
    await contactForm(page).getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: "Thank you" })).toBeVisible();
    await expect(
      page.getByText(/Your reference number is CT-[0-9A-Z]{4}-[0-9A-Z]{4}/),
    ).toBeVisible();
  });
});
