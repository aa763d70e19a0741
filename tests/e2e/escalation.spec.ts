/**
 * A lead nobody answers alerts again. The server's escalation clock is moved forward through
 * TEST_CLOCK_FILE (tests only), so ten minutes pass without waiting for them: an emergency
 * booking that is still new then alerts the admin's device a second time and the second
 * contact's WhatsApp, once.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";

import {
  ownerAccount,
  ownerWhatsAppEnv,
  signInToInbox,
  startServerWithOwner,
  useLocalPushService,
} from "#tests/fixtures/admin-alerts.ts";
import { expect, test } from "#tests/fixtures/e2e.ts";
import { startPushService } from "#tests/mocks/push-service.ts";
import { startWhatsAppApi } from "#tests/mocks/whatsapp-api.ts";
import type { ServerProcess } from "#tests/setup/start-server.ts";

let owned: Awaited<ReturnType<typeof startServerWithOwner>>;
let server: ServerProcess;
let clockFile: string;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let whatsapp: Awaited<ReturnType<typeof startWhatsAppApi>>;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  pushService = await startPushService();
  whatsapp = await startWhatsAppApi({ token: "local-cloud-api-token-0123" });
  owned = await startServerWithOwner((dataDir) => {
    clockFile = join(dataDir, "clock-offset-ms");
    return {
      PUSH_ALLOW_LOCAL_SERVICE: "true",
      ...ownerWhatsAppEnv(whatsapp),
      ESCALATE_TO_WHATSAPP: "27829998888",
      ESCALATION_CHECK_MS: "300",
      TEST_CLOCK_FILE: clockFile,
    };
  });
  server = owned.server;
});

test.afterAll(async () => {
  await owned.stop();
  await pushService.close();
  await whatsapp.close();
});

const pushedTitles = () =>
  pushService.received.map((message) => (JSON.parse(message.text) as { title: string }).title);

test("an emergency booking nobody answers alerts again after ten minutes, once", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await useLocalPushService(page, server.url, pushService.subscribe());
  await signInToInbox(page, server.url, ownerAccount);
  const alerts = page.getByTestId("alerts");
  await alerts.getByRole("button", { name: "Alert me on this device" }).click();
  await expect(alerts).toContainText("This device gets an alert for every new lead.");

  const bookingPage = await request.get(`${server.url}/book-appointment`);
  const date = /<option value="(\d{4}-\d{2}-\d{2})"/.exec(await bookingPage.text())?.[1];
  const booking = await request.post(`${server.url}/api/bookings`, {
    data: {
      service: "emergency-electrical-services",
      description: "Half the house is dead and the main board smells hot.",
      propertyType: "residential",
      address: "12 Kiewiet Road",
      suburb: "bishop-lavis",
      date,
      window: "morning",
      name: "Riaan Daniels",
      phone: "083 555 0190",
      email: "riaan@example.com",
      preferredContact: "phone",
      consent: true,
      marketing: false,
    },
  });
  expect(booking.status(), await booking.text()).toBe(201);
  await expect.poll(pushedTitles).toEqual(["New booking request"]);
  await expect.poll(() => whatsapp.sent.length).toBe(1);

  // Several checks pass on the real clock: nothing is due yet.
  await page.waitForTimeout(1500);
  expect(pushedTitles()).toEqual(["New booking request"]);

  // Eleven minutes later, nobody has answered.
  await writeFile(clockFile, String(11 * 60_000));
  await expect
    .poll(pushedTitles)
    .toEqual(["New booking request", "Still waiting 11 min: new booking request"]);
  await expect.poll(() => whatsapp.sent.length).toBe(2);
  expect(whatsapp.sent[1]).toMatchObject({
    to: "27829998888",
    template: "new_lead_alert",
    parameters: [
      "STILL WAITING 11 MIN: booking request",
      "24-Hour Emergency Electrical Services",
      "Bishop Lavis",
      "Riaan Daniels on 083 555 0190",
      expect.stringMatching(/\/admin\?lead=appointment\//),
    ],
  });

  // It escalates once: later checks send nothing more.
  await writeFile(clockFile, String(13 * 60_000));
  await page.waitForTimeout(1500);
  expect(pushService.received).toHaveLength(2);
  expect(whatsapp.sent).toHaveLength(2);
});
