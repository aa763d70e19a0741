/**
 * The owner's side of a new lead: an admin switches alerts on in the inbox, a visitor sends a
 * request, and the alert reaches the device (through a local push service that decrypts it as
 * the browser would), the owner's WhatsApp (through a local Cloud API) and, delivered to the
 * admin's service worker, shows as a notification that opens the lead.
 */
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
let pushService: Awaited<ReturnType<typeof startPushService>>;
let whatsapp: Awaited<ReturnType<typeof startWhatsAppApi>>;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  pushService = await startPushService();
  whatsapp = await startWhatsAppApi({ token: "local-cloud-api-token-0123" });
  owned = await startServerWithOwner(() => ({
    PUSH_ALLOW_LOCAL_SERVICE: "true",
    ...ownerWhatsAppEnv(whatsapp),
  }));
  server = owned.server;
});

test.afterAll(async () => {
  await owned.stop();
  await pushService.close();
  await whatsapp.close();
});

test("alerts switched on in the inbox reach the device, the owner's WhatsApp and the lock screen", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const device = pushService.subscribe();
  await useLocalPushService(page, server.url, device);
  await signInToInbox(page, server.url, ownerAccount);
  const alerts = page.getByTestId("alerts");
  await alerts.getByRole("button", { name: "Alert me on this device" }).click();
  await expect(alerts).toContainText("This device gets an alert for every new lead.");

  await alerts.getByRole("button", { name: "Send a test alert" }).click();
  await expect(alerts.getByRole("status")).toHaveText(/Test alert sent/);
  await expect.poll(() => pushService.received.length).toBe(1);
  expect(JSON.parse(pushService.received[0]!.text)).toMatchObject({ title: "Test alert" });

  // A visitor books a visit in Belhar.
  const bookingPage = await request.get(`${server.url}/book-appointment`);
  const date = /<option value="(\d{4}-\d{2}-\d{2})"/.exec(await bookingPage.text())?.[1];
  const booking = await request.post(`${server.url}/api/bookings`, {
    data: {
      service: "electrical-repairs",
      description: "No hot water since this morning, the geyser breaker trips.",
      propertyType: "residential",
      address: "7 Sparrow Street",
      suburb: "belhar",
      date,
      window: "morning",
      name: "Ayesha Jacobs",
      phone: "082 555 0144",
      email: "ayesha@example.com",
      preferredContact: "phone",
      consent: true,
      marketing: false,
    },
  });
  expect(booking.status(), await booking.text()).toBe(201);

  // The lock screen says what and where, never who or the number.
  await expect.poll(() => pushService.received.length).toBe(2);
  const pushed = pushService.received[1]!;
  const alert = JSON.parse(pushed.text) as { title: string; body: string; url: string };
  expect(alert.title).toBe("New booking request");
  expect(alert.body).toBe("Electrical Repairs and Fault-Finding · Belhar");
  expect(alert.url).toMatch(/^\/admin\?lead=appointment\/[0-9a-f-]{36}$/);
  expect(pushed.text).not.toMatch(/Ayesha|555|Sparrow|@/);

  // The owner's WhatsApp gets the template with a number to call and the lead's link.
  await expect.poll(() => whatsapp.sent.length).toBe(1);
  expect(whatsapp.sent[0]).toMatchObject({
    to: "27821234567",
    template: "new_lead_alert",
    parameters: [
      "booking request",
      "Electrical Repairs and Fault-Finding",
      "Belhar",
      "Ayesha Jacobs on 082 555 0144",
      expect.stringMatching(/\/admin\?lead=appointment\//),
    ],
  });

  // Delivered to the admin's service worker, the alert shows and leads to the lead.
  const cdp = await page.context().newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const admin = registrations.find((entry) => entry.scopeURL.endsWith("/admin"));
      if (admin) resolve(admin.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: server.url,
    registrationId: await registered,
    data: pushed.text,
  });
  const shown = await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration("/admin");
    const [notification] = (await registration?.getNotifications()) ?? [];
    return notification
      ? { title: notification.title, body: notification.body, data: notification.data }
      : undefined;
  });
  expect(await shown.jsonValue()).toEqual({
    title: "New booking request",
    body: alert.body,
    data: { url: `${server.url}${alert.url}` },
  });

  // Switched off, the device gets nothing more; the owner's WhatsApp still does.
  await alerts.getByRole("button", { name: "Stop alerts on this device" }).click();
  await expect(alerts.getByRole("button", { name: "Alert me on this device" })).toBeVisible();
  const contact = await request.post(`${server.url}/api/contact`, {
    data: {
      name: "Ayesha Jacobs",
      phone: "082 555 0144",
      email: "ayesha@example.com",
      suburb: "Belhar",
      service: "",
      message: "Also, the outside light stays on all day.",
      consent: true,
      marketing: false,
    },
  });
  expect(contact.status()).toBe(201);
  await expect.poll(() => whatsapp.sent.length).toBe(2);
  expect(pushService.received).toHaveLength(2);
});
