import { describe, expect, it } from "vitest";

import { withoutQueryParameters } from "./logger";

describe("errors in the log", () => {
  it("keep the failed query but not its parameters, which hold a lead's personal details", () => {
    const error = Object.assign(
      new Error(
        "Failed query: insert into chat_flows (transcript) values ($1)\nparams: Thandi Mokoena,082 555 0101",
      ),
      { params: ["Thandi Mokoena", "082 555 0101"] },
    );
    const logged = JSON.stringify(withoutQueryParameters(error));
    expect(logged).toContain("Failed query: insert into chat_flows");
    expect(logged).not.toContain("Thandi");
    expect(logged).not.toContain("082 555 0101");
  });
});
