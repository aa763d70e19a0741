import { describe, expect, it } from "vitest";

import { photoSourceProblem } from "./images";

describe("photoSourceProblem", () => {
  it("stops a photo that says nothing of where it comes from", () => {
    expect(photoSourceProblem(undefined)).toMatch(/say where it comes from in photoSources/);
  });

  it("lets a customer's photo through only with a complete permission", () => {
    const permission = {
      givenBy: "A. Customer",
      givenOn: "2026-10-01",
      permissionOn: "2026-10-03",
    };
    expect(photoSourceProblem({ kind: "own-work", permission })).toBeUndefined();
    expect(
      photoSourceProblem({ kind: "own-work", permission: { ...permission, givenBy: "" } }),
    ).toMatch(/^its permission is incomplete: givenBy/);
  });

  it("lets a stock photo through with its licence named", () => {
    expect(photoSourceProblem({ kind: "licensed", licence: "Unsplash licence" })).toBeUndefined();
    expect(photoSourceProblem({ kind: "licensed", licence: " " })).toBe("name the photo's licence");
  });
});
