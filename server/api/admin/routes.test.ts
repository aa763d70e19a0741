import { describe, expect, it } from "vitest";

import { setUpAdminApiTests } from "#tests/setup/admin-tests.ts";

const { call } = setUpAdminApiTests();

describe("unknown admin paths", () => {
  it("are not found, and not cached either", async () => {
    const reply = await call("/nothing-here");
    expect(reply.status).toBe(404);
  });
});
