/**
 * Faults a production server meets: a crash in the middle of writes, a webhook receiver that is
 * down for a while, a database that goes away. Each test runs the built server on its own data
 * (and its own PostgreSQL), so it talks HTTP only and needs no browser.
 */
import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "@playwright/test";
import pg from "pg";

import { site } from "#content/site.ts";
import { verifySignature } from "#server/jobs/webhook.ts";
import {
  countBy,
  idempotencyKey,
  leadBody,
  leadNumber,
  referenceIn,
  submitLead,
  WEBHOOK_SECRET,
  webhookEnv,
} from "#tests/fixtures/lead-requests.ts";
import { startWebhookReceiver } from "#tests/mocks/webhook-receiver.ts";
import { startPostgresCluster } from "#tests/setup/postgres-cluster.ts";
import {
  makeDataDir,
  makeMigratedDataDir,
  startBuiltServer,
  type ServerProcess,
} from "#tests/setup/start-server.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

interface StoredLead {
  id: string;
  reference: string;
}

interface StoredDelivery {
  id: string;
  kind: string;
  subject_id: string;
  reference: string;
  status: string;
  /** Claimed and not yet recorded: set while a delivery is under way. */
  locked_until: Date | null;
  recorded_ok: number;
  /** Attempts recorded as failed without an answer (a timeout): the receiver may have taken it. */
  unanswered: number;
}

/** Leads and their outbox rows, read from a PGlite folder no server has open. */
async function readStoredLeads(pgliteDir: string) {
  const database = await PGlite.create(pgliteDir);
  try {
    const leads = await database.query<StoredLead>(
      "select id, reference from contact_messages union all select id, reference from appointments",
    );
    const deliveries = await database.query<StoredDelivery>(`
      select o.id, o.kind, o.subject_id, o.payload->'record'->>'reference' as reference, o.status,
        o.locked_until,
        (select count(*) from delivery_attempts a where a.outbox_id = o.id and a.ok)::int as recorded_ok,
        (select count(*) from delivery_attempts a
          where a.outbox_id = o.id and not a.ok and a.status_code is null)::int as unanswered
      from outbox o`);
    return { leads: leads.rows, deliveries: deliveries.rows };
  } finally {
    await database.close();
  }
}

test("a SIGKILL in the middle of lead writes loses no acknowledged lead, and every webhook still goes out", async () => {
  // A delivery under way at the kill stays leased (twice the webhook timeout plus 10 s: 14 s
  // here) before the restarted server may try it again; the test waits that lease out.
  test.setTimeout(180_000);
  const receiver = await startWebhookReceiver();
  receiver.fail(503);
  const dataDir = await makeMigratedDataDir();
  const snapshotDir = await mkdtemp(join(tmpdir(), "site-faults-snapshot-"));
  const env = webhookEnv(receiver.url);
  let crashed: ServerProcess | undefined;
  let restarted: ServerProcess | undefined;
  try {
    // 1. Many writes at once, the receiver down at first; killed while requests are in flight.
    crashed = await startBuiltServer({ dataDir: dataDir.path, env });
    const { url } = crashed;
    const acknowledged: string[] = [];
    const otherAnswers: string[] = [];
    const connectionErrors: string[] = [];
    let sent = 0;
    let kill: Promise<number | null> | undefined;
    const writer = async () => {
      // The cap only ends a run in which the server never acknowledges 40 leads.
      while (!kill && sent < 1_000) {
        const n = sent++;
        const form = n % 4 === 3 ? "booking" : "contact";
        try {
          const { status, body } = await submitLead(url, form, n);
          if (status === 201 && body.reference) acknowledged.push(body.reference);
          else otherAnswers.push(`${status} ${JSON.stringify(body)}`);
        } catch (error) {
          connectionErrors.push(String(error));
        }
        // Halfway, the receiver comes back, so some deliveries succeed before the crash and
        // some are under way when it happens.
        if (acknowledged.length >= 20) receiver.recover();
        if (acknowledged.length >= 40) kill ??= crashed!.stop("SIGKILL");
      }
    };
    await Promise.all(Array.from({ length: 16 }, writer));
    expect(kill, "40 leads acknowledged").toBeDefined();
    await kill;
    expect(crashed.child.signalCode).toBe("SIGKILL");
    expect(otherAnswers, "answers other than 201 before the crash").toEqual([]);
    expect(connectionErrors.length, "requests in flight at the kill").toBeGreaterThan(0);

    // 2. What the disk held at the kill, read from a copy so the restart recovers the original.
    await cp(join(dataDir.path, "pglite"), snapshotDir, { recursive: true });
    const atKill = await readStoredLeads(snapshotDir);
    const storedReferences = atKill.leads.map((lead) => lead.reference);
    for (const reference of acknowledged) {
      expect(storedReferences, `acknowledged lead ${reference} is stored`).toContain(reference);
    }
    // Nothing stored is half a lead: each has its webhook row, committed with it.
    const webhooksAtKill = atKill.deliveries.filter((row) => row.kind === "webhook");
    expect(webhooksAtKill.map((row) => row.subject_id).sort()).toEqual(
      atKill.leads.map((lead) => lead.id).sort(),
    );
    const underWay = webhooksAtKill.filter((row) => row.locked_until !== null);
    const leaseEnds = Math.max(Date.now(), ...underWay.map((row) => row.locked_until!.getTime()));

    // 3. Restart on the same data with the receiver up: every stored lead's webhook arrives.
    const receivedBeforeRestart = receiver.received.length;
    restarted = await startBuiltServer({ dataDir: dataDir.path, env });
    let exitCode: number | null;
    try {
      // Rows still pending at the kill need a delivery from the restarted server.
      const undelivered = () => {
        const accepted = new Set(receiver.accepted().map(idempotencyKey));
        const acceptedSinceRestart = new Set(
          receiver.received
            .slice(receivedBeforeRestart)
            .filter((request) => request.status < 300)
            .map(idempotencyKey),
        );
        return webhooksAtKill
          .filter((row) =>
            row.status === "pending" ? !acceptedSinceRestart.has(row.id) : !accepted.has(row.id),
          )
          .map((row) => row.reference);
      };
      await expect
        .poll(undelivered, { timeout: leaseEnds - Date.now() + 30_000, intervals: [500] })
        .toEqual([]);
    } finally {
      exitCode = await restarted.stop();
      restarted = undefined;
    }
    expect(exitCode, "exit code after SIGTERM").toBe(0);

    const after = await readStoredLeads(join(dataDir.path, "pglite"));
    expect(after.leads.map((lead) => lead.reference).sort()).toEqual(storedReferences.sort());
    expect(after.deliveries.filter((row) => row.status !== "delivered")).toEqual([]);

    // A delivery repeats only when the server could not know it had arrived: the crash came
    // between sending it and recording it, or the answer came after the timeout (on a loaded
    // machine). The repeat has the same key and body, so the receiver can drop the copy.
    const rowById = new Map(after.deliveries.map((row) => [row.id, row]));
    const accepted = receiver.accepted();
    for (const request of accepted) {
      const row = rowById.get(idempotencyKey(request));
      expect(row, `a delivery with an unknown key ${idempotencyKey(request)}`).toBeDefined();
      expect(referenceIn(request)).toBe(row!.reference);
    }
    const repeated = [...countBy(accepted, idempotencyKey)].filter(([, count]) => count > 1);
    const underWayIds = underWay.map((row) => row.id);
    for (const [key] of repeated) {
      const timedOut = rowById.get(key)!.unanswered > 0;
      if (!timedOut) expect(underWayIds, `delivery ${key} repeated`).toContain(key);
      const bodies = accepted.filter((request) => idempotencyKey(request) === key);
      expect(new Set(bodies.map((request) => request.body)).size).toBe(1);
    }
    test.info().annotations.push({
      type: "crash",
      description:
        `${sent} sent, ${acknowledged.length} acknowledged, ${connectionErrors.length} cut off, ` +
        `${atKill.leads.length} stored, ${underWay.length} under way at the kill, ` +
        `${repeated.length} delivered twice`,
    });
  } finally {
    await crashed?.stop("SIGKILL");
    await restarted?.stop();
    await receiver.close();
    await dataDir.remove();
    await rm(snapshotDir, { recursive: true, force: true });
  }
});

test("leads sent while the webhook receiver is down are each delivered exactly once after it is back", async () => {
  const receiver = await startWebhookReceiver();
  receiver.fail(503);
  const dataDir = await makeMigratedDataDir();
  const references: string[] = [];
  try {
    const server = await startBuiltServer({ dataDir: dataDir.path, env: webhookEnv(receiver.url) });
    let exitCode: number | null;
    try {
      const outageEnds = Date.now() + 4_000;
      for (let n = 0; n < 6; n++) {
        const { status, body } = await submitLead(
          server.url,
          n % 3 === 2 ? "booking" : "contact",
          n,
        );
        expect(status).toBe(201);
        references.push(body.reference!);
      }
      // Each was tried during the outage, and refused.
      await expect
        .poll(() => new Set(receiver.received.map(referenceIn)).size, { timeout: 10_000 })
        .toBe(references.length);
      await sleep(Math.max(0, outageEnds - Date.now()));
      expect(receiver.accepted()).toEqual([]);

      receiver.recover();
      await expect
        .poll(() => receiver.accepted().map(referenceIn).sort(), { timeout: 30_000 })
        .toEqual([...references].sort());
      // Ten more rounds of the worker, to give a second delivery every chance to show up.
      await sleep(1_000);
    } finally {
      exitCode = await server.stop();
    }
    expect(exitCode, "exit code after SIGTERM").toBe(0);

    const accepted = receiver.accepted();
    expect([...countBy(accepted, idempotencyKey).values()]).toEqual(references.map(() => 1));
    const now = Math.floor(Date.now() / 1000);
    for (const request of accepted) {
      const signature = String(request.headers["x-webhook-signature"]);
      expect(verifySignature(request.body, signature, WEBHOOK_SECRET, now)).toBe(true);
      // The refused attempts carried the same key: a retry is recognisably the same delivery.
      const refused = receiver.received.filter(
        (other) => other.status === 503 && referenceIn(other) === referenceIn(request),
      );
      expect(refused.length).toBeGreaterThan(0);
      expect(new Set(refused.map(idempotencyKey))).toEqual(new Set([idempotencyKey(request)]));
    }

    const stored = await readStoredLeads(join(dataDir.path, "pglite"));
    expect(stored.deliveries).toHaveLength(references.length);
    for (const row of stored.deliveries) {
      expect(row).toMatchObject({ kind: "webhook", status: "delivered", recorded_ok: 1 });
    }
  } finally {
    await receiver.close();
    await dataDir.remove();
  }
});

test("with the database unreachable, forms answer 503 with the phone number and pages still load", async () => {
  // Fails with install instructions when PostgreSQL is missing: this fault needs a real server.
  const cluster = await startPostgresCluster();
  const dataDir = await makeDataDir();
  try {
    const server = await startBuiltServer({
      dataDir: dataDir.path,
      env: {
        DATABASE_URL: cluster.url,
        BETTER_AUTH_SECRET: "faults-auth-secret-0123456789abcdef",
        LEAD_RATE_LIMIT: "1000",
      },
    });
    let exitCode: number | null;
    try {
      expect((await submitLead(server.url, "contact", 1)).status).toBe(201);

      await cluster.stop("immediate");
      for (const form of ["contact", "booking"] as const) {
        const { status, body } = await submitLead(server.url, form, 2);
        expect(status, `${form} with the database down`).toBe(503);
        expect(body.error).toContain(site.phone.display);
      }
      const withoutJavaScript = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          ...(leadBody("contact", 2) as Record<string, string>),
          consent: "on",
          marketing: "",
        }),
      });
      expect(withoutJavaScript.status).toBe(503);
      expect(await withoutJavaScript.text()).toContain(site.phone.display);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(503);

      const assets = await readdir("build/client/assets");
      const stylesheet = assets.find((name) => name.endsWith(".css"));
      for (const path of ["/", "/services", `/assets/${stylesheet}`]) {
        expect((await fetch(`${server.url}${path}`)).status, path).toBe(200);
      }

      // Back again: the same server process saves leads without a restart.
      await cluster.start();
      await expect
        .poll(async () => (await submitLead(server.url, "contact", 3)).status, { timeout: 20_000 })
        .toBe(201);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      exitCode = await server.stop();
    }
    expect(exitCode, "exit code after SIGTERM").toBe(0);

    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      const contacts = await client.query<{ message: string }>(
        "select message from contact_messages order by created_at",
      );
      const bookings = await client.query("select 1 from appointments");
      expect(contacts.rows.map((row) => leadNumber(row.message))).toEqual([1, 3]);
      expect(bookings.rows).toEqual([]);
    } finally {
      await client.end();
    }
  } finally {
    await cluster.remove();
    await dataDir.remove();
  }
});
