import { describe, expect, it } from "vitest";

import { englishPathOf, localeOfPath, pathIn } from "./locale";

describe("locale paths", () => {
  it("reads the edition from the path's first segment only", () => {
    expect(localeOfPath("/af")).toBe("af");
    expect(localeOfPath("/af/services/electrical-repairs")).toBe("af");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/afrikaans-electrician")).toBe("en");
    expect(localeOfPath("/faq")).toBe("en");
  });

  it("maps a page to its alternate and back", () => {
    expect(pathIn("af", "/")).toBe("/af");
    expect(pathIn("af", "/faq")).toBe("/af/faq");
    expect(pathIn("en", "/faq")).toBe("/faq");
    expect(englishPathOf("/af")).toBe("/");
    expect(englishPathOf("/af/faq")).toBe("/faq");
    expect(englishPathOf("/faq")).toBe("/faq");
  });
});
