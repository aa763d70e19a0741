import { readFile } from "node:fs/promises";
import { join } from "node:path";

import { PGlite } from "@electric-sql/pglite";
import type { APIRequestContext, Page } from "@playwright/test";
import { TOTP } from "otpauth";

import { authMessages } from "#app/features/auth/auth-api.ts";
import { CONFIRMED_PATH } from "#common/account-confirmation.ts";
import { seriousViolations } from "#tests/fixtures/axe.ts";
import { expect, test } from "#tests/fixtures/e2e.ts";
import { adminCreate } from "#tests/setup/admin-create.ts";
import {
  makeMigratedDataDir,
  startBuiltServer,
  type ServerProcess,
} from "#tests/setup/start-server.ts";

const adminEmail = "owner@example.com";
const adminPassword = "copper-geyser-breaker-42";

/** One lead from each source, sent the way the site's own pages send them. */
async function sendLeads(request: APIRequestContext, baseUrl: string) {
  let reply = await request.post(`${baseUrl}/api/chat`, {
    data: { message: "Please take my details", history: [] },
  });
  // The server keeps the flow; the widget sends back only its id and step.
  let body = (await reply.json()) as { flow: { id: string; step: string }; response: string };
  const answers = [
    "Naledi O'Brien & Sons",
    "082 555 0123",
    "naledi@example.com",
    "Repairs",
    "Half the house has no power since the storm.",
    "14 Kalkfontein Road, Bishop Lavis",
  ];
  for (const message of answers) {
    reply = await request.post(`${baseUrl}/api/chat`, {
      data: { message, history: [], flow: body.flow },
    });
    body = (await reply.json()) as typeof body;
  }
  expect(reply.status()).toBe(200);

  const contact = await request.post(`${baseUrl}/api/contact`, {
    data: {
      name: '=HYPERLINK("http://evil.example") Thandi',
      phone: "082 555 0101",
      email: "thandi@example.com",
      suburb: "Parow",
      service: "",
      message: "The kitchen plugs trip the earth leakage unit whenever it rains.",
      consent: true,
      marketing: false,
    },
  });
  expect(contact.status()).toBe(201);

  const page = await request.get(`${baseUrl}/book-appointment`);
  const date = /<option value="(\d{4}-\d{2}-\d{2})"/.exec(await page.text())?.[1];
  const booking = await request.post(`${baseUrl}/api/bookings`, {
    data: {
      service: "not-sure",
      description: "Geyser element keeps tripping the main switch in the mornings.",
      propertyType: "residential",
      address: "12 Voortrekker Road",
      suburb: "other",
      otherSuburb: "Elsies River",
      date,
      window: "morning",
      name: "Sipho Dlamini",
      phone: "+27 82 555 0199",
      email: "sipho@example.com",
      preferredContact: "phone",
      consent: true,
      marketing: false,
    },
  });
  expect(booking.status()).toBe(201);
}

async function signIn(page: Page, email: string, password: string) {
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("E-mail address").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * The forms refuse < and >, but a lead can still hold markup (an import, an older version of the
 * site), so one is written straight into the stopped server's database: the admin must show it
 * as text.
 */
async function storeLeadWithMarkup(dataDir: string) {
  const database = await PGlite.create(join(dataDir, "pglite"));
  await database.query(
    `insert into contact_messages (reference, name, phone, email, message, privacy_notice,
       consent_at, marketing_opt_in, marketing_answered_at)
     values ('CT-IMPT-0001', '<script>window.pwned=1</script><b>Imported</b>', '021 555 0100',
       'imported@example.com', 'Imported from the old site.', 'privacy-policy-2026-11', now(),
       false, now())`,
  );
  await database.close();
}

/** The newest address-confirmation link the server logged for `email` (no SMTP in these tests). */
function confirmationLink(output: readonly string[], email: string): string | undefined {
  const line = output.findLast(
    (entry) => entry.includes("address confirmation link") && entry.includes(`"email":"${email}"`),
  );
  return line ? (JSON.parse(line) as { url: string }).url : undefined;
}

let server: ServerProcess;
let removeDataDir: () => Promise<void>;
const serverEnv = { AUTH_RATE_LIMIT: "10000", LEAD_RATE_LIMIT: "10000", CHAT_RATE_LIMIT: "10000" };

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  const dataDir = await makeMigratedDataDir();
  removeDataDir = dataDir.remove;
  const first = await startBuiltServer({ dataDir: dataDir.path, env: serverEnv });
  await sendLeads(request, first.url);
  await first.stop();
  await storeLeadWithMarkup(dataDir.path);
  server = await startBuiltServer({ dataDir: dataDir.path, env: serverEnv });
});

test.afterAll(async () => {
  await server.stop();
  await removeDataDir();
});

test("an admin made with the command signs in with two factors and works the leads", async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  const base = server.url;

  // The command refuses a weak password, then creates the admin through the running server.
  const weak = await adminCreate({ DATA_DIR: server.dataDir }, [
    "--email",
    adminEmail,
    "--password",
    "password1",
  ]);
  expect(weak.code).toBe(1);
  expect(weak.output).toContain("too weak");
  const created = await adminCreate({ DATA_DIR: server.dataDir }, [
    "--email",
    adminEmail,
    "--password",
    adminPassword,
  ]);
  expect(created.output).toContain("Created the admin account owner@example.com");
  expect(created.code).toBe(0);

  // Signed out, /admin sends the visitor to sign in, and comes back after.
  await page.goto(`${base}/admin`);
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
  await hydrated(page);
  consoleGuard.allow(/status of 401/);
  await signIn(page, adminEmail, "wrong-password-here");
  await expect(page.getByRole("alert")).toHaveText(authMessages.invalidCredentials);
  await signIn(page, adminEmail, adminPassword);

  // Admins must have two-factor sign-in before they see any lead.
  await expect(page.getByRole("heading", { name: "Set up two-factor sign-in" })).toBeVisible();
  await page.getByRole("link", { name: "Set it up on your account page" }).click();
  await page
    .getByRole("form", { name: "Set up two-factor sign-in" })
    .getByLabel("Your password")
    .fill(adminPassword);
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  expect(await seriousViolations(page), "two-factor set-up").toEqual([]);
  const secret = (await page.getByTestId("totp-secret").textContent())!.replace(/\s+/g, "");
  await expect(page.getByTestId("backup-codes").getByRole("listitem")).toHaveCount(10);
  const totp = new TOTP({ secret, issuer: "x", label: adminEmail });
  await page.getByLabel("Code from the app").fill(totp.generate());
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByRole("heading", { name: "Two-factor sign-in is on" })).toBeVisible();
  await page.getByRole("link", { name: "Open the lead inbox" }).click();
  await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();

  // Sign out, and back in: now the password alone is not enough.
  await page.goto(`${base}/auth`);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await hydrated(page);
  await signIn(page, adminEmail, adminPassword);
  await page.getByLabel("Authentication code").fill(totp.generate());
  await page.getByRole("button", { name: "Verify and sign in" }).click();

  // One inbox with a lead from each source; what visitors typed shows as text.
  await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
  // Above it, folded, the go-live checklist: the made-up facts are open, the admin's 2FA is not.
  const goLive = page.getByTestId("go-live");
  await expect(goLive.locator("summary")).toHaveText(/^Before the site goes live: \d+ to do$/);
  await goLive.locator("summary").click();
  await expect(goLive).toContainText("content/site.ts");
  await expect(goLive).toContainText("the database has never been backed up");
  await expect(goLive).not.toContainText("no admin signs in with two-factor");
  const rows = page.getByTestId("lead-row");
  await expect(rows).toHaveCount(4);
  // The admin's own shell: no brochure navigation, footer or chat; the count of new leads in the
  // tab's title; each card waits on a clock and calls back with one tap.
  await expect(page.getByRole("navigation", { name: "Staff" })).toBeVisible();
  await expect(page.locator("[data-chat-launcher]")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page).toHaveTitle(/^\(4\) Lead inbox/);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/admin.webmanifest");
  const sipho = rows.filter({ hasText: "Sipho Dlamini" });
  await expect(sipho.getByRole("link", { name: "Call Sipho Dlamini" })).toHaveAttribute(
    "href",
    "tel:+27825550199",
  );
  await expect(sipho.getByRole("link", { name: "WhatsApp Sipho Dlamini" })).toHaveAttribute(
    "href",
    "https://wa.me/27825550199",
  );
  await expect(sipho.getByTestId("lead-waiting")).toContainText(/^Waiting \d/);
  await expect(rows.filter({ hasText: "Chat" })).toContainText("Naledi O'Brien & Sons");
  await expect(rows.filter({ hasText: "Contact form" })).toHaveCount(2);
  await expect(rows.filter({ hasText: "CT-IMPT-0001" })).toContainText(
    "<script>window.pwned=1</script><b>Imported</b>",
  );
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  await expect(page.locator("b", { hasText: "Imported" })).toHaveCount(0);
  await expect(rows.filter({ hasText: "Booking" })).toContainText("Sipho Dlamini");
  expect(await seriousViolations(page), "inbox").toEqual([]);

  // Search by a phone number written another way.
  await page.getByLabel("Search name, phone or e-mail").fill("+27 82 555 0199");
  await page.getByRole("button", { name: "Show leads" }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("Sipho Dlamini");

  // Work a lead: status with who and when, and the booking confirmed.
  await rows.getByRole("link", { name: "Sipho Dlamini", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Sipho Dlamini" })).toBeVisible();
  expect(await seriousViolations(page), "lead page").toEqual([]);
  await page.getByLabel("Status", { exact: true }).selectOption("contacted");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByTestId("lead-history")).toContainText("Status new → contacted");
  await expect(page.getByTestId("lead-history")).toContainText(adminEmail);
  await page.getByRole("button", { name: "Confirm this slot" }).click();
  await expect(page.getByTestId("booking-status")).toHaveText("confirmed");
  await page.getByRole("link", { name: "← Back to all leads" }).click();

  // CSV of the list, with the spreadsheet formula defused.
  await page.getByLabel("Search name, phone or e-mail").fill("");
  await page.getByRole("button", { name: "Show leads" }).click();
  await expect(rows).toHaveCount(4);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export these leads (CSV)" }).click();
  const csv = await readFile((await (await downloading).path())!, "utf8");
  const lines = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines).toHaveLength(5);
  expect(csv).toContain("contacted");
  expect(csv).toContain('"14 Kalkfontein Road, Bishop Lavis"');
  expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m);
  expect(csv).toContain("'=HYPERLINK");

  // A chat lead's page has the address the visitor gave, and the conversation, each message once.
  await rows
    .filter({ hasText: "Chat" })
    .getByRole("link", { name: "Naledi O'Brien & Sons", exact: true })
    .click();
  await expect(page.getByRole("heading", { name: "Naledi O'Brien & Sons" })).toBeVisible();
  await expect(
    page.locator("dt", { hasText: /^Address$/ }).locator("xpath=following-sibling::dd[1]"),
  ).toHaveText("14 Kalkfontein Road, Bishop Lavis");
  await expect(page.getByTestId("transcript").getByRole("listitem")).toHaveCount(14);

  // A POPIA request: find everything about one person, download it, then erase it.
  await page.getByRole("link", { name: "Privacy requests" }).click();
  const search = page.getByRole("search", { name: "Find a person's records" });
  await search.getByLabel("E-mail address").fill("THANDI@example.com");
  await search.getByRole("button", { name: "Find records" }).click();
  const found = page.getByRole("region", { name: "Records found" });
  await expect(found).toContainText("1 lead(s)");
  const exporting = page.waitForEvent("download");
  await found.getByRole("link", { name: "Download everything (JSON)" }).click();
  const exported = JSON.parse(await readFile((await (await exporting).path())!, "utf8")) as {
    leads: { record: { email: string } }[];
  };
  expect(exported.leads.map((lead) => lead.record.email)).toEqual(["thandi@example.com"]);
  expect(await seriousViolations(page), "privacy requests").toEqual([]);
  consoleGuard.allow(/status of 422/);
  await found.getByLabel("Type ERASE to confirm").fill("erase please");
  await found.getByRole("button", { name: "Erase this person's data" }).click();
  await expect(found.getByText(/Please type ERASE/)).toBeVisible();
  await found.getByLabel("Type ERASE to confirm").fill("ERASE");
  await found.getByRole("button", { name: "Erase this person's data" }).click();
  await expect(page.getByRole("heading", { name: "Erased" })).toBeVisible();
  await page.getByRole("link", { name: "Inbox" }).click();
  await expect(rows).toHaveCount(3);
  await expect(page.getByText("thandi", { exact: false })).toHaveCount(0);
});

test("visitors and accounts without the admin role are kept out", async ({
  page,
  request,
  consoleGuard,
}) => {
  const base = server.url;
  consoleGuard.allow(/status of 40[13]/);
  // The inbox's code is only ever sent to an admin.
  const scripts: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "script") scripts.push(sent.url());
  });
  // No session: the API says 401 and the page sends to sign-in.
  const anonymous = await request.get(`${base}/api/admin/leads`);
  expect(anonymous.status()).toBe(401);
  await page.goto(`${base}/admin`);
  await expect(page).toHaveURL(/\/login\?next=/);

  // A registered account that is not an admin: 403 from the API and a "not allowed" page.
  await page.goto(`${base}/register`);
  await hydrated(page);
  const form = page.getByRole("form", { name: "Create an account" });
  await form.getByLabel("Full name").fill("Casual Visitor");
  await form.getByLabel("E-mail address").fill("visitor@example.com");
  await form.getByLabel("Password").fill("short");
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(form.getByText("Use at least 10 characters.")).toBeVisible();
  await form.getByLabel("Password").fill("tin-roof-rain-on-sunday");
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeFocused();

  // A link that does not work says what to do next.
  await page.goto(`${base}${CONFIRMED_PATH}&error=TOKEN_EXPIRED`);
  await expect(page.getByRole("alert")).toHaveText(authMessages.confirmLinkBroken);

  // Without SMTP the confirmation link is in the server's log; opening it leads to sign-in.
  const link = () => confirmationLink(server.output, "visitor@example.com");
  await expect.poll(link).toBeDefined();
  await page.goto(link()!);
  await expect(page).toHaveURL(`${base}${CONFIRMED_PATH}`);
  await expect(page.getByRole("status")).toContainText("Your e-mail address is confirmed.");
  await hydrated(page);
  const signIn = page.getByRole("form", { name: "Sign in" });
  await signIn.getByLabel("E-mail address").fill("visitor@example.com");
  await signIn.getByLabel("Password").fill("tin-roof-rain-on-sunday");
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("signed-in-as")).toContainText("visitor@example.com");
  await expect(page.getByText("This account cannot see leads yet.")).toBeVisible();

  const api = await page.request.get(`${base}/api/admin/leads`);
  expect(api.status()).toBe(403);
  const response = await page.goto(`${base}/admin`);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  await expect(page.locator("body")).not.toContainText("Sipho");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /admin-app/.test(url))).toEqual([]);
});
