import { describe, expect, it } from "vitest";

import { safeNext } from "./auth-form";

describe("safeNext", () => {
  it("keeps paths on this site", () => {
    expect(safeNext("/admin?lead=appointment/1#notes")).toBe("/admin?lead=appointment/1#notes");
    expect(safeNext("/auth")).toBe("/auth");
  });

  it.each([
    null,
    "",
    "admin",
    "https://evil.example/",
    "//evil.example/",
    "/\\evil.example/",
    "/\t/evil.example/phish",
    "/\n/evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
  ])("sends %j to the admin instead", (next) => {
    expect(safeNext(next)).toBe("/admin");
  });
});
