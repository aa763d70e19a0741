import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp } from "#tests/fixtures/test-app.ts";
import { exampleContact } from "#tests/fixtures/test-leads.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db.ts";

let database: TestDatabase;
let server: Server;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const { app } = createTestApp(database, { limits: { leadsPerWindow: 1000 } });
  server = createServer(getRequestListener(app.fetch) as RequestListener);
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((closed) => server.close(closed));
  await database.destroy();
});

describe("an answer given before the request body was read", () => {
  it("closes the connection, so the client's next request does not fail on it", async () => {
    // Node's fetch keeps connections open and reuses them, as browsers do.
    const tooLarge = await fetch(`${base}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...exampleContact, message: "x".repeat(1024 * 1024) }),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get("connection")).toBe("close");
    await tooLarge.arrayBuffer();

    const next = await fetch(`${base}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(exampleContact),
    });
    expect(next.status).toBe(201);
  });

  it("keeps the connection open when the body was read", async () => {
    const reply = await fetch(`${base}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(exampleContact),
    });
    expect(reply.status).toBe(201);
    expect(reply.headers.get("connection")).not.toBe("close");
  });
});
