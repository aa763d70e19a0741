import { describe, expect, it } from "vitest";

import { requestLocale } from "./locale";

const at = (path: string) => new Request(`https://example.test${path}`);

describe("the edition a request asks for", () => {
  it("reads the Afrikaans home page's data request as Afrikaans", () => {
    expect(requestLocale(at("/af.data"))).toBe("af");
    expect(requestLocale(at("/af"))).toBe("af");
    expect(requestLocale(at("/af/faq.data"))).toBe("af");
  });

  it("reads every other path as English", () => {
    expect(requestLocale(at("/_root.data"))).toBe("en");
    expect(requestLocale(at("/faq"))).toBe("en");
    expect(requestLocale(at("/africa.data"))).toBe("en");
  });
});
