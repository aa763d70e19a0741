/**
 * Both sides of a booking: a visitor books, the owner proposes another time in the admin, the
 * customer's e-mail (with its calendar file) carries the private status link, the customer
 * accepts the proposed time there, and the owner sees that in the lead's history.
 */
import { ownerAccount, signInToInbox, startServerWithOwner } from "#tests/fixtures/admin-alerts.ts";
import { expect, test } from "#tests/fixtures/e2e.ts";
import { startSmtpReceiver, type ReceivedMail } from "#tests/mocks/smtp-receiver.ts";
import type { ServerProcess } from "#tests/setup/start-server.ts";

let owned: Awaited<ReturnType<typeof startServerWithOwner>>;
let server: ServerProcess;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  smtp = await startSmtpReceiver();
  owned = await startServerWithOwner(() => ({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: "200" }));
  server = owned.server;
});

test.afterAll(async () => {
  await owned.stop();
  await smtp.close();
});

/** The message's text part, quoted-printable decoded (soft line breaks joined). */
function textPart(mail: ReceivedMail): string {
  const decoded = mail.raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return decoded;
}

/** The attached calendar file, base64 decoded. */
function calendarPart(mail: ReceivedMail): string {
  const part = /Content-Type: text\/calendar[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.raw);
  return Buffer.from((part?.[1] ?? "").replace(/\s+/g, ""), "base64").toString("utf8");
}

const subjectOf = (mail: ReceivedMail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? "";

test("the owner proposes another time, the customer accepts it from the e-mail's link, and the owner sees it", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const bookingPage = await request.get(`${server.url}/book-appointment`);
  const dates = [...(await bookingPage.text()).matchAll(/<option value="(\d{4}-\d{2}-\d{2})"/g)];
  const [asked, proposed] = [dates[0]![1]!, dates[1]![1]!];
  const booking = await request.post(`${server.url}/api/bookings`, {
    data: {
      service: "electrical-repairs",
      description: "The geyser breaker trips every morning.",
      propertyType: "residential",
      address: "7 Sparrow Street",
      suburb: "belhar",
      date: asked,
      window: "morning",
      name: "Ayesha Jacobs",
      phone: "082 555 0144",
      email: "ayesha@example.com",
      preferredContact: "email",
      consent: true,
      marketing: false,
    },
  });
  expect(booking.status(), await booking.text()).toBe(201);
  const { reference } = (await booking.json()) as { reference: string };

  // The owner proposes the afternoon of the next day offered.
  await signInToInbox(page, server.url, ownerAccount);
  await page
    .getByTestId("lead-row")
    .getByRole("link", { name: "Ayesha Jacobs", exact: true })
    .click();
  await page.getByRole("button", { name: "Propose another slot" }).click();
  await page.getByLabel("Day").selectOption(proposed);
  await page.getByLabel("Time").selectOption("afternoon");
  await page.getByRole("button", { name: "Save the proposal" }).click();
  await expect(page.getByTestId("booking-customer-told")).toContainText("e-mail");
  await expect(page.getByTestId("booking-status")).toHaveText("proposed");

  // The customer's e-mail: the news, the status link and the calendar file for the new time.
  await expect
    .poll(() => smtp.received.filter((mail) => subjectOf(mail).startsWith("We propose")).length)
    .toBe(1);
  const mail = smtp.received.find((mail) => subjectOf(mail).startsWith("We propose"))!;
  expect(mail.to).toEqual(["ayesha@example.com"]);
  const text = textPart(mail);
  const calendar = calendarPart(mail);
  expect(calendar).toContain("BEGIN:VCALENDAR");
  expect(calendar).toContain("STATUS:TENTATIVE");
  expect(calendar).toContain(`UID:${reference}@`);
  const link = new RegExp(`https://[^/\\s]+(/r/${reference}\\?t=[0-9a-z]+\\.[\\w-]{22})`).exec(
    text,
  );
  expect(link, "status link in the e-mail").not.toBeNull();

  // On the customer's own phone: the link opens their request, with the proposed time to accept.
  const customer = await browser.newContext();
  const phone = await customer.newPage();
  await phone.goto(`${server.url}${link![1]}`);
  await expect(phone.getByTestId("status-stage")).toContainText("proposed");
  await phone.getByRole("button", { name: /^Accept / }).click();
  await expect(phone.getByTestId("status-stage")).toContainText("confirmed");
  await customer.close();

  // The owner sees the customer's answer.
  await page.reload();
  await expect(page.getByTestId("lead-history")).toContainText(
    "The customer accepted the proposed slot",
  );
  await expect(page.getByTestId("booking-status")).toHaveText("confirmed");
});
