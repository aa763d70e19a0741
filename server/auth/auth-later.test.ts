import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db.ts";

import { createAuthLater } from "./auth-later";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.destroy();
});

const settings = () => ({
  database,
  logger: pino({ level: "silent" }),
  secret: "auth-later-test-secret-0123456789abcdef",
});

describe("sign-in loaded after the server listens", () => {
  it("holds a request that comes before it is loaded, and answers it once it is", async () => {
    let listen!: () => void;
    const { auth } = createAuthLater(
      settings(),
      new Promise<void>((resolve) => (listen = resolve)),
    );
    let answered = false;
    const session = auth.api
      .getSession({ headers: new Headers() })
      .finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    listen();
    expect(await session).toBeNull();

    const response = await auth.handler(new Request("http://localhost/api/auth/get-session"));
    expect(response.status).toBe(200);
  });

  it("fails each request with the loading error, instead of hanging", async () => {
    const { auth, ready } = createAuthLater(settings(), Promise.reject(new Error("no auth today")));
    await expect(ready).rejects.toThrow("no auth today");
    await expect(auth.api.getSession({ headers: new Headers() })).rejects.toThrow("no auth today");
  });
});
