import { describe, expect, it } from "vitest";

import { fill } from "./fill";

describe("fill", () => {
  it("fills every placeholder it is given and leaves the others", () => {
    expect(fill("Call {phone}, {phone}", { phone: "021" })).toBe("Call 021, 021");
    expect(fill("Based in {locality}{since}.", { locality: "Bishop Lavis", since: "" })).toBe(
      "Based in Bishop Lavis.",
    );
    expect(fill("Need help with {topic}?", {})).toBe("Need help with {topic}?");
  });
});
