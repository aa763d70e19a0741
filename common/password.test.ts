import { describe, expect, it } from "vitest";

import { passwordMessages, passwordProblem } from "./password";

describe("passwordProblem", () => {
  it("accepts long passwords and passphrases", () => {
    for (const password of [
      "copper-geyser-breaker-42",
      "Thandi likes long walks on Muizenberg beach",
      "k3#Lp9!vQz",
    ]) {
      expect(
        passwordProblem(password, { email: "thandi@example.com", name: "Thandi" }),
      ).toBeUndefined();
    }
  });

  it.each([
    ["short", passwordMessages.tooShort],
    ["x".repeat(129), passwordMessages.tooLong],
    ["abababababab", passwordMessages.repetitive],
    ["Password2026!", passwordMessages.common],
    ["1234567890", passwordMessages.common],
    ["!!Loadshedding99", passwordMessages.common],
    ["ESKOM-eskom", passwordMessages.common],
  ])("refuses %j", (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it("refuses passwords built from the account's own name or e-mail", () => {
    const context = { email: "thandi.mokoena@example.com", name: "Thandi Mokoena" };
    expect(passwordProblem("thandi.mokoena99", context)).toBe(passwordMessages.personal);
    expect(passwordProblem("MokoenaThandi!", context)).toBe(passwordMessages.personal);
    // A name inside a longer passphrase is fine: the rest carries the strength.
    expect(passwordProblem("thandi fixes every geyser in Parow", context)).toBeUndefined();
  });
});
