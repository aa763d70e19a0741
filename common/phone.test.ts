import { describe, expect, it } from "vitest";

import { internationalNumber, phoneLinks } from "./phone";

describe("internationalNumber", () => {
  it.each([
    ["082 555 0101", "27825550101"],
    ["+27 82 555 0101", "27825550101"],
    ["0027 82 555 0101", "27825550101"],
    ["+27 (0)82 555 0101", "27825550101"],
    ["021-555-0101", "27215550101"],
  ])("reads %s as %s", (written, digits) => {
    expect(internationalNumber(written)).toBe(digits);
  });

  it("makes call and WhatsApp links", () => {
    expect(phoneLinks("082 555 0101")).toEqual({
      call: "tel:+27825550101",
      whatsapp: "https://wa.me/27825550101",
    });
  });
});
