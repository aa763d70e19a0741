import { describe, expect, it } from "vitest";

import { mailtoLink } from "./mailto-link";

describe("the admin's mailto: link", () => {
  it("addresses one recipient with the subject", () => {
    expect(mailtoLink("thandi@example.co.za", "Your enquiry CH-12")).toBe(
      "mailto:thandi@example.co.za?subject=Your%20enquiry%20CH-12",
    );
  });

  it("keeps an address stored before strict checks from adding recipients or a body", () => {
    const link = new URL(mailtoLink("a@example.co?cc=boss@example.com&body=pay", "Hi"));
    expect([...link.searchParams.keys()]).toEqual(["subject"]);
    expect(decodeURIComponent(link.pathname)).toBe("a@example.co?cc=boss@example.com&body=pay");
  });
});
