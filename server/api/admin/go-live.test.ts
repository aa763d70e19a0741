import { describe, expect, it } from "vitest";

import { setUpAdminApiTests } from "#tests/setup/admin-tests.ts";
import { createTestDatabase } from "#tests/setup/test-db.ts";

import { adminErrors } from "./replies";

const { call, appFor } = setUpAdminApiTests();

describe("GET /api/admin/go-live", () => {
  it("lists what launch:check lists: content and environment first, then the database", async () => {
    const launchItem = {
      id: "site.phone",
      file: "content/site.ts",
      message: "phone is made up",
      blocking: true,
    };
    const reply = await call("/go-live", { app: appFor({ launchItems: () => [launchItem] }) });
    expect(reply.status).toBe(200);
    const items = reply.json.items as { id: string }[];
    expect(items[0]).toEqual(launchItem);
    // This database has no admin account: the stand-in viewer is not stored.
    expect(items.map((item) => item.id)).toContain("admin.none");
  });

  it("answers 500 without details when the database is down", async () => {
    const broken = await createTestDatabase();
    await broken.close();
    const reply = await call("/go-live", { app: appFor({}, broken) });
    expect(reply.status).toBe(500);
    expect(reply.json).toEqual({ error: adminErrors.failed });
    await broken.destroy().catch(() => {});
  });
});
