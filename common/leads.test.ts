import { describe, expect, it } from "vitest";

import { parseLeadKey } from "./leads";

describe("a lead named in the admin's address", () => {
  const id = "0b6a1f3e-6d3c-4b8e-9a41-2f1c0d9e7a55";

  it("is a kind and a UUID, nothing more", () => {
    expect(parseLeadKey(`contact_message/${id}`)).toEqual({ kind: "contact_message", id });
  });

  it("refuses anything that would reach another API path", () => {
    for (const value of [
      `../deliveries/${id}/retry`,
      `contact_message/${id}/status`,
      `contact_message/${id}?x=1`,
      `unknown_kind/${id}`,
      `contact_message/not-a-uuid`,
      "",
    ]) {
      expect(parseLeadKey(value), value).toBeUndefined();
    }
  });
});
