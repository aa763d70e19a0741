import { describe, expect, it } from "vitest";

import { editionsOf, linkIn, ownService, shownService } from "./editions";

describe("editions", () => {
  it("links the English page, marked English, where no Afrikaans page exists", () => {
    expect(linkIn("af", "/gallery")).toEqual({ path: "/gallery", locale: "en" });
    expect(linkIn("af", "/faq")).toEqual({ path: "/af/faq", locale: "af" });
    expect(linkIn("en", "/faq")).toEqual({ path: "/faq", locale: "en" });
  });

  it("shows an untranslated service in English and never as its own page", () => {
    const shown = shownService("af", "cctv-installation");
    expect(shown?.locale).toBe("en");
    expect(shown?.path).toBe("/services/cctv-installation");
    expect(ownService("af", "cctv-installation")).toBeUndefined();
    expect(ownService("en", "cctv-installation")?.slug).toBe("cctv-installation");
  });

  it("gives a page's alternates only where both editions exist", () => {
    expect(editionsOf("/faq").map((edition) => edition.path)).toEqual(["/faq", "/af/faq"]);
    expect(editionsOf("/gallery").map((edition) => edition.hreflang)).toEqual(["en-ZA"]);
  });
});
