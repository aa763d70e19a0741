import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startPostgresCluster, type PostgresCluster } from "#tests/setup/postgres-cluster.ts";

import { openDatabase, type Database } from "./client";

describe("a PostgreSQL server that goes away", () => {
  let cluster: PostgresCluster;
  let database: Database;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    database = await openDatabase({ kind: "postgres", url: cluster.url });
  });
  afterAll(async () => {
    await database.close().catch(() => {});
    await cluster.remove();
  });

  it("fails the transaction that held a connection, and neither crashes the process nor stays broken", async () => {
    let began!: () => void;
    const inTransaction = new Promise<void>((resolve) => (began = resolve));
    let stopped!: () => void;
    const serverStopped = new Promise<void>((resolve) => (stopped = resolve));
    // A connection checked out between two queries of a transaction when the server stops: before
    // the fix its "error" event had no listener and took the whole process down.
    const outcome = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        began();
        await serverStopped;
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 2`);
      })
      .then(
        () => "committed",
        () => "failed",
      );
    await inTransaction;
    await cluster.stop("immediate");
    stopped();
    expect(await outcome).toBe("failed");
    await expect(database.ping()).rejects.toThrow();

    await cluster.start();
    await expect
      .poll(() =>
        database.ping().then(
          () => "up",
          () => "down",
        ),
      )
      .toBe("up");
  });
});
