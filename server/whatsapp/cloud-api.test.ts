import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startWhatsAppApi } from "#tests/mocks/whatsapp-api.ts";

import { sendTemplate, templateText, type WhatsAppSender } from "./cloud-api";

let api: Awaited<ReturnType<typeof startWhatsAppApi>>;
let sender: WhatsAppSender;

beforeAll(async () => {
  api = await startWhatsAppApi();
  sender = {
    apiUrl: api.apiUrl,
    token: api.token,
    phoneNumberId: "106540352242922",
    timeoutMs: 2_000,
  };
});
afterAll(() => api.close());

const message = {
  to: "27821234567",
  template: "new_lead_alert",
  language: "en",
  parameters: [
    "booking request",
    "Geyser repair",
    "Belhar",
    "082 555 0100",
    "https://example.co.za/admin",
  ],
};

describe("sendTemplate", () => {
  it("sends a template message the Cloud API accepts", async () => {
    expect(await sendTemplate(sender, message)).toMatchObject({ ok: true, statusCode: 200 });
    expect(api.sent.at(-1)).toEqual({ phoneNumberId: "106540352242922", ...message });
  });

  it("flattens what the API would refuse: new lines, tabs, runs of spaces, empty text", async () => {
    const result = await sendTemplate(sender, {
      ...message,
      parameters: ["Line one\nline two\t\tand     more", "   "],
    });
    expect(result.ok).toBe(true);
    expect(api.sent.at(-1)?.parameters).toEqual(["Line one line two and more", "-"]);
  });

  it("reports the API's own reason when it refuses", async () => {
    const result = await sendTemplate({ ...sender, token: "expired" }, message);
    expect(result).toMatchObject({
      ok: false,
      statusCode: 401,
      error: "WhatsApp failed: Invalid OAuth access token. (code 190)",
    });
  });

  it("reports an outage as a failure to retry", async () => {
    api.fail(503);
    const result = await sendTemplate(sender, message);
    api.recover();
    expect(result).toMatchObject({ ok: false, statusCode: 503 });
    const down = await sendTemplate({ ...sender, apiUrl: "http://127.0.0.1:9/v21.0" }, message);
    expect(down.error).toMatch(/^WhatsApp service error: /);
  });
});

describe("templateText", () => {
  it("keeps ordinary text and caps it at the API's 1024 characters", () => {
    expect(templateText("Bishop Lavis")).toBe("Bishop Lavis");
    expect(templateText("x".repeat(2000))).toHaveLength(1024);
  });
});
