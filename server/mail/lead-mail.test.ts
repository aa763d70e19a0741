import { describe, expect, it } from "vitest";

import { businessNotification } from "./lead-mail";

const lead = {
  kind: "appointment" as const,
  reference: "BK-7KX2-M94Q",
  name: "Sipho <b>Dlamini</b>",
  email: "sipho@example.com",
  phone: "082 555 0101",
  slot: "Thursday 3 December 2026, morning (06:00 to 10:00)",
  details: [["Service", "Geyser installation and repair"]] as const,
  inboxUrl: "https://www.example.co.za/admin?lead=appointment/0b6f1d7e-5c1a-4c3e-9a57-2f1e6d3c4b5a",
};

describe("businessNotification", () => {
  const message = businessNotification(lead, "office@example.co.za");

  it("starts with one-tap links to call, WhatsApp and the lead in the inbox", () => {
    expect(message.html).toContain('href="tel:+27825550101"');
    expect(message.html).toContain('href="https://wa.me/27825550101"');
    expect(message.html).toContain(`href="${lead.inboxUrl}"`);
    expect(message.html.indexOf("tel:")).toBeLessThan(message.html.indexOf("<table"));
    expect(message.text).toContain("Call: +27825550101");
    expect(message.text).toContain("WhatsApp: https://wa.me/27825550101");
    expect(message.text).toContain(`Open in the inbox: ${lead.inboxUrl}`);
  });

  it("escapes the visitor's words in the HTML and keeps every detail", () => {
    expect(message.html).toContain("Call Sipho &lt;b&gt;Dlamini&lt;/b&gt;");
    expect(message.html).not.toContain("<b>Dlamini");
    expect(message.text).toContain("Requested slot: Thursday 3 December 2026");
    expect(message.text).toContain("Service: Geyser installation and repair");
    expect(message.replyTo).toBe("sipho@example.com");
  });
});
