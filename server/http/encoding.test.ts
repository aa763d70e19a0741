import { describe, expect, it } from "vitest";

import { chooseEncoding } from "./encoding";

describe("chooseEncoding", () => {
  it("prefers brotli, falls back to gzip, and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("gzip;q=1, br;q=0.5")).toBe("gzip");
    expect(chooseEncoding("br ;q=0.5")).toBe("br");
    expect(chooseEncoding("gzip ;q=0.5, br;q=0")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("identity")).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });

  it("chooses among the copies a file has, dropping those refused with q=0", () => {
    expect(chooseEncoding("gzip, deflate, br", ["br", "gzip"])).toBe("br");
    expect(chooseEncoding("gzip, deflate, br", ["gzip"])).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5", ["br", "gzip"])).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5", ["br"])).toBeUndefined();
    expect(chooseEncoding("br, gzip", [])).toBeUndefined();
    expect(chooseEncoding(undefined, ["br", "gzip"])).toBeUndefined();
  });
});
