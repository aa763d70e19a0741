import { describe, expect, it } from "vitest";

import { showsOwnWork, visible } from "./proof";
import { permissionSchema } from "./schema";

const permission = { givenBy: "A. Customer", givenOn: "2026-10-01", permissionOn: "2026-10-03" };
const entries = [
  { slug: "real", area: "parow", permission },
  { slug: "invented", area: "parow" },
  { slug: "drawing" },
];

describe("visible", () => {
  it("leaves examples out unless the build shows them, and marks them", () => {
    // By default everything is proof: a testimonial or case study always needs permission.
    expect(visible(entries, { examples: false }).map((entry) => entry.slug)).toEqual(["real"]);
    expect(visible(entries, { examples: true })).toEqual([
      { slug: "real", area: "parow", example: false },
      { slug: "invented", area: "parow", example: true },
      { slug: "drawing", example: true },
    ]);
  });

  it("never passes the permission record on to a page", () => {
    for (const entry of visible(entries, { examples: true })) {
      expect(entry).not.toHaveProperty("permission");
    }
  });

  it("needs no permission for what claims nothing, such as an illustration", () => {
    const claimsOwnWork = (entry: { area?: string }) => showsOwnWork(entry, false);
    expect(visible(entries, { examples: false, claimsOwnWork }).map((e) => e.slug)).toEqual([
      "real",
      "drawing",
    ]);
    expect(visible(entries, { examples: true, claimsOwnWork })[2]).toMatchObject({
      example: false,
    });
  });
});

describe("showsOwnWork", () => {
  it("counts a photo, or a picture that names where the job was", () => {
    expect(showsOwnWork({}, false)).toBe(false);
    expect(showsOwnWork({}, true)).toBe(true);
    expect(showsOwnWork({ area: "parow" }, false)).toBe(true);
  });
});

describe("permissionSchema", () => {
  it("needs who gave it and two real dates, permission not before the words", () => {
    expect(permissionSchema.safeParse(permission).success).toBe(true);
    expect(permissionSchema.safeParse({ ...permission, givenBy: "" }).success).toBe(false);
    expect(permissionSchema.safeParse({ ...permission, permissionOn: "2026-13-01" }).success).toBe(
      false,
    );
    const early = permissionSchema.safeParse({ ...permission, permissionOn: "2026-09-30" });
    expect(early.error?.issues[0]?.message).toMatch(/cannot come before/);
  });
});
