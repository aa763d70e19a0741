import { describe, expect, it } from "vitest";

import { customerToldText } from "./customer-told";

const decision = {
  id: "0b6f1d7e-5c1a-4c3e-9a57-2f1e6d3c4b5a",
  status: "confirmed",
  date: "2026-11-24",
  timeWindow: "morning",
  changed: true,
};

describe("customerToldText", () => {
  it("names only the messages that were queued", () => {
    const told = (email: boolean, whatsapp: boolean) =>
      customerToldText({ ...decision, customerTold: { email, whatsapp } });
    expect(told(true, false)).toBe("Saved. The customer will be told by e-mail.");
    expect(told(true, true)).toBe("Saved. The customer will be told by e-mail and WhatsApp.");
    expect(told(false, true)).toBe("Saved. The customer will be told by WhatsApp.");
    expect(told(false, false)).toBe("Saved. The customer has not been told: phone or e-mail them.");
  });

  it("says so when the decision changed nothing", () => {
    expect(
      customerToldText({
        ...decision,
        changed: false,
        customerTold: { email: false, whatsapp: false },
      }),
    ).toBe("Nothing changed: the booking already stood so.");
  });
});
