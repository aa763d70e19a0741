/**
 * Two copies of the production server on one PostgreSQL database, as behind a load balancer:
 * they start together on an empty database, share the leads, the outbox, the rate limits and the
 * sessions, and get through a copy killed mid-burst, a flaky webhook receiver and a database
 * outage. One throwaway PostgreSQL cluster serves the file, each test on a database of its own;
 * the tests talk HTTP only and need no browser.
 */
import { readdir } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";

import { expect, test } from "@playwright/test";
import pg from "pg";

import { site } from "#content/site.ts";
import { verifySignature } from "#server/jobs/webhook.ts";
import {
  countBy,
  idempotencyKey,
  leadNumber,
  referenceIn,
  submitLead,
  WEBHOOK_SECRET,
  webhookEnv,
  type LeadForm,
} from "#tests/fixtures/lead-requests.ts";
import { startWebhookReceiver } from "#tests/mocks/webhook-receiver.ts";
import { adminCreate } from "#tests/setup/admin-create.ts";
import { LIFT_BOOKING_CAPACITY_SQL } from "#tests/setup/lifted-capacity.ts";
import { startPostgresCluster, type PostgresCluster } from "#tests/setup/postgres-cluster.ts";
import { makeDataDir, startBuiltServer, type ServerProcess } from "#tests/setup/start-server.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

/** Every copy signs sessions with the same secret, as a deployment of several copies must. */
const AUTH_SECRET = "scale-out-auth-secret-0123456789abcdef";

let cluster: PostgresCluster | undefined;

test.beforeAll(async () => {
  // Fails with install instructions when PostgreSQL is missing: copies need a shared server.
  cluster = await startPostgresCluster();
});

test.afterAll(async () => {
  await cluster?.remove();
});

async function query<Row extends pg.QueryResultRow>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

/** A new, empty database in the cluster; its URL. */
async function emptyDatabase(name: string): Promise<string> {
  await query(cluster!.url, `create database ${name}`);
  return cluster!.url.replace(/\/postgres$/, `/${name}`);
}

interface Copy {
  name: "A" | "B";
  /** Replaced when the copy is restarted. */
  server: ServerProcess;
  dataDir: string;
}

/**
 * Starts two copies of the built server at the same moment, each with its own DATA_DIR and the
 * same environment, runs `body`, then kills whatever still runs and deletes the folders.
 */
async function withCopies<T>(
  env: Record<string, string>,
  body: (copies: [Copy, Copy]) => Promise<T>,
): Promise<T> {
  const dirs = await Promise.all([makeDataDir(), makeDataDir()]);
  const started = await Promise.allSettled(
    dirs.map((dir) => startBuiltServer({ dataDir: dir.path, env })),
  );
  const copies = started.flatMap((result, i) =>
    result.status === "fulfilled"
      ? [{ name: i === 0 ? "A" : "B", server: result.value, dataDir: dirs[i]!.path } as Copy]
      : [],
  );
  try {
    for (const result of started) if (result.status === "rejected") throw result.reason;
    // The copies send hundreds of bookings to the same days: room for all of them, as in the
    // unit tests' databases (capacity has its own tests).
    if (env.DATABASE_URL) await query(env.DATABASE_URL, LIFT_BOOKING_CAPACITY_SQL);
    return await body(copies as [Copy, Copy]);
  } finally {
    await Promise.all(copies.map((copy) => copy.server.stop("SIGKILL")));
    await Promise.all(dirs.map((dir) => dir.remove()));
  }
}

/** SIGTERM to every copy; each must finish its requests and exit cleanly. */
async function stopCopies(copies: readonly Copy[]) {
  const codes = await Promise.all(copies.map((copy) => copy.server.stop()));
  expect(codes, "exit codes after SIGTERM").toEqual(copies.map(() => 0));
}

/** Lines a server logged at level error or fatal. */
const errorsLogged = (servers: readonly ServerProcess[]) =>
  servers.flatMap((server) => server.output.filter((line) => /"level":(50|60)\b/.test(line)));

/** `npm run admin:create` as the owner would type it, with the copies' environment. */
const json = (response: Response) => response.json() as Promise<unknown>;

test("two copies started at the same moment on an empty database both come up, and a session made on one works on the other", async () => {
  const databaseUrl = await emptyDatabase("scale_start");
  const env = {
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: AUTH_SECRET,
    // The admin API is reached without two-factor sign-in here: the session is what is shared.
    ADMIN_REQUIRE_2FA: "false",
  };
  await withCopies(env, async ([a, b]) => {
    // The migrations ran once, under the advisory lock: one copy applied them all, the other
    // waited for it and found nothing left to do (without the lock one of them fails to start).
    const migrated = [a, b].filter((copy) =>
      copy.server.output.some((line) => line.includes('"msg":"database migrated"')),
    );
    expect(migrated.map((copy) => copy.name)).toHaveLength(1);
    const files = await readdir("server/db/migrations");
    const tags = files.filter((file) => file.endsWith(".sql")).map((file) => file.slice(0, -4));
    const applied = await query<{ tag: string }>(
      databaseUrl,
      "select tag from schema_migrations order by tag",
    );
    expect(applied.map((row) => row.tag)).toEqual(tags.sort());
    for (const copy of [a, b]) {
      expect((await fetch(`${copy.server.url}/api/health`)).status, copy.name).toBe(200);
    }

    // The account is made with the owner's command, straight on the shared database.
    const email = "owner@example.com";
    const password = "copper-geyser-breaker-42";
    const created = await adminCreate({ ...env, DATA_DIR: a.dataDir }, [
      "--email",
      email,
      "--password",
      password,
      "--name",
      "Owner",
    ]);
    expect(created.code, created.output).toBe(0);

    const signIn = await fetch(`${a.server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: a.server.url },
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    expect(cookie).toContain("lavis.session_token=");

    // Signed in on A, recognised on B: by the session it reads and by the admin API.
    const onB = await fetch(`${b.server.url}/api/auth/get-session`, {
      headers: { Cookie: cookie },
    });
    expect(await json(onB)).toMatchObject({ user: { email, role: "admin" } });
    const leads = await fetch(`${b.server.url}/api/admin/leads`, { headers: { Cookie: cookie } });
    expect(leads.status).toBe(200);

    // Signed out on B, signed out on A too.
    const signOut = await fetch(`${b.server.url}/api/auth/sign-out`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: b.server.url, Cookie: cookie },
      body: "{}",
    });
    expect(signOut.status).toBe(200);
    const onA = await fetch(`${a.server.url}/api/auth/get-session`, {
      headers: { Cookie: cookie },
    });
    expect(await json(onA)).toBeNull();
    expect(
      (await fetch(`${a.server.url}/api/admin/leads`, { headers: { Cookie: cookie } })).status,
    ).toBe(401);

    await stopCopies([a, b]);
    expect(errorsLogged([a.server, b.server])).toEqual([]);
    test.info().annotations.push({
      type: "start-up",
      description: `copy ${migrated[0]!.name} applied ${tags.length} migrations, the other none`,
    });
  });
});

interface StoredLead {
  id: string;
  reference: string;
  text: string;
}

interface StoredDelivery {
  id: string;
  kind: string;
  subject_id: string;
  reference: string;
  status: string;
  /** Attempts claimed, recorded or not. */
  attempts: number;
  recorded: number;
  recorded_ok: number;
  /** Recorded as failed without an answer from the receiver (a timeout, a reset). */
  unanswered: number;
}

const storedLeadsSql = `
  select id, reference, message as text from contact_messages
  union all select id, reference, description from appointments`;

const storedDeliveriesSql = `
  select o.id, o.kind, o.subject_id, o.payload->'record'->>'reference' as reference, o.status,
    o.attempts,
    count(a.id)::int as recorded,
    (count(a.id) filter (where a.ok))::int as recorded_ok,
    (count(a.id) filter (where not a.ok and a.status_code is null))::int as unanswered
  from outbox o left join delivery_attempts a on a.outbox_id = o.id
  group by o.id`;

test("leads sent to both copies while the receiver is flaky, down, then up, one copy killed and restarted mid-burst: each acknowledged lead is stored once and delivered", async () => {
  // A delivery under way at the kill stays leased (twice the webhook timeout plus 10 s: 14 s
  // here) before a copy may try it again; the test waits that lease out.
  test.setTimeout(180_000);
  const databaseUrl = await emptyDatabase("scale_leads");
  const receiver = await startWebhookReceiver();
  receiver.flaky(503);
  const env = {
    ...webhookEnv(receiver.url),
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: AUTH_SECRET,
  };
  try {
    await withCopies(env, async (copies) => {
      const b = copies[1];
      /** n → reference, for every lead answered 201. */
      const acknowledged = new Map<number, string>();
      const acknowledgedBy = { A: 0, B: 0 };
      const otherAnswers: string[] = [];
      /** Requests that got no answer: in flight to B when it was killed. */
      const cutOff: number[] = [];
      let sent = 0;
      let stopped = false;
      let restarting: Promise<void> | undefined;

      // Six writers per copy, each sending one lead after another.
      const writer = async (copy: Copy) => {
        // The cap only ends a run in which the copies stop acknowledging.
        while (!stopped && sent < 5_000) {
          if (copy === b && restarting) {
            await restarting;
            continue;
          }
          const n = sent++;
          const form: LeadForm = n % 4 === 3 ? "booking" : "contact";
          try {
            const { status, body } = await submitLead(copy.server.url, form, n);
            if (status === 201 && body.reference) {
              acknowledged.set(n, body.reference);
              acknowledgedBy[copy.name]++;
            } else {
              otherAnswers.push(`${copy.name}: ${status} ${JSON.stringify(body)}`);
            }
          } catch {
            cutOff.push(n);
          }
        }
      };
      const reach = (what: string, condition: () => boolean) =>
        expect.poll(condition, { message: what, timeout: 60_000, intervals: [10] }).toBe(true);

      const burst = Promise.all(Array.from({ length: 12 }, (_, i) => writer(copies[i % 2]!)));
      let refusedFlaky = 0;
      let refusedDown = 0;
      let killToListeningMs = 0;
      let restartedAcknowledged = 0;
      const servers = copies.map((copy) => copy.server);
      try {
        await reach("30 leads acknowledged, the receiver flaky", () => acknowledged.size >= 30);
        refusedFlaky = receiver.received.filter((request) => request.status >= 300).length;
        receiver.fail(503);
        await reach("60 leads acknowledged, the receiver down", () => acknowledged.size >= 60);
        refusedDown =
          receiver.received.filter((request) => request.status >= 300).length - refusedFlaky;
        receiver.recover();
        await reach("90 leads acknowledged, the receiver up", () => acknowledged.size >= 90);

        // B is killed with requests in flight (its writers wait for the restart meanwhile).
        const killedAt = performance.now();
        const killed = b.server;
        restarting = (async () => {
          await killed.stop("SIGKILL");
          b.server = await startBuiltServer({ dataDir: b.dataDir, env });
          servers.push(b.server);
          killToListeningMs = Math.round(performance.now() - killedAt);
        })();
        await restarting;
        restarting = undefined;
        expect(killed.child.signalCode).toBe("SIGKILL");
        const beforeRestart = acknowledgedBy.B;
        await reach(
          "15 leads acknowledged by the restarted copy",
          () => acknowledgedBy.B - beforeRestart >= 15,
        );
        restartedAcknowledged = acknowledgedBy.B - beforeRestart;
      } finally {
        stopped = true;
        await burst;
      }
      expect(otherAnswers, "answers other than 201 from a running copy").toEqual([]);
      expect(cutOff.length, "requests in flight at the kill").toBeGreaterThan(0);
      expect(refusedFlaky, "deliveries refused while the receiver was flaky").toBeGreaterThan(0);
      expect(refusedDown, "deliveries refused while the receiver was down").toBeGreaterThan(0);

      // Every stored lead's webhook is accepted and recorded, including those a killed copy
      // had claimed: they become due again once their lease runs out.
      const burstEnded = performance.now();
      const reader = new pg.Client({ connectionString: databaseUrl });
      await reader.connect();
      try {
        const undelivered = async () => {
          const accepted = new Set(receiver.accepted().map(idempotencyKey));
          const { rows } = await reader.query<{ id: string; status: string }>(
            "select id, status from outbox",
          );
          return rows
            .filter((row) => row.status !== "delivered" || !accepted.has(row.id))
            .map((row) => `${row.id} ${row.status}`);
        };
        await expect.poll(undelivered, { timeout: 90_000, intervals: [250] }).toEqual([]);
      } finally {
        await reader.end();
      }
      const allDeliveredMs = Math.round(performance.now() - burstEnded);
      // Ten more rounds of the workers, to give a second delivery every chance to show up.
      await sleep(1_000);
      await stopCopies(copies);
      expect(errorsLogged(servers)).toEqual([]);

      const leads = await query<StoredLead>(databaseUrl, storedLeadsSql);
      const deliveries = await query<StoredDelivery>(databaseUrl, storedDeliveriesSql);

      // Each lead sent is stored at most once (its n is in its text); each acknowledged one
      // exactly once, under the reference it was given; the others stored were cut off.
      const storedN = leads.map((lead) => leadNumber(lead.text));
      const timesStored = countBy(storedN, String);
      expect(
        [...timesStored].filter(([, count]) => count > 1),
        "leads stored twice",
      ).toEqual([]);
      const referenceOf = new Map(leads.map((lead) => [leadNumber(lead.text), lead.reference]));
      for (const [n, reference] of acknowledged) {
        expect(referenceOf.get(n), `acknowledged lead ${n} (${reference})`).toBe(reference);
      }
      const storedUnacknowledged = storedN.filter((n) => !acknowledged.has(n));
      for (const n of storedUnacknowledged) expect(cutOff, `lead ${n} stored`).toContain(n);

      // One webhook row per stored lead, delivered and recorded as delivered once.
      expect(deliveries.every((row) => row.kind === "webhook")).toBe(true);
      expect(deliveries.map((row) => row.subject_id).sort()).toEqual(
        leads.map((lead) => lead.id).sort(),
      );
      for (const row of deliveries) {
        expect(row, `delivery ${row.id}`).toMatchObject({ status: "delivered", recorded_ok: 1 });
      }

      // Every request the receiver got is signed; each accepted one carries a known key and
      // its lead's reference.
      const now = Math.floor(Date.now() / 1000);
      for (const request of receiver.received) {
        const signature = String(request.headers["x-webhook-signature"]);
        expect(verifySignature(request.body, signature, WEBHOOK_SECRET, now)).toBe(true);
      }
      const rowById = new Map(deliveries.map((row) => [row.id, row]));
      const accepted = receiver.accepted();
      for (const request of accepted) {
        const row = rowById.get(idempotencyKey(request));
        expect(row, `a delivery with an unknown key ${idempotencyKey(request)}`).toBeDefined();
        expect(referenceIn(request)).toBe(row!.reference);
      }

      // A key is accepted once, unless an attempt's outcome never reached the database: claimed
      // by the killed copy and not recorded (at-least-once delivery, see the README). The
      // repeat has the same key and the same body, so the receiver can drop it.
      const lostAttempts = deliveries.reduce((sum, row) => sum + row.attempts - row.recorded, 0);
      const unanswered = deliveries.reduce((sum, row) => sum + row.unanswered, 0);
      const repeated = [...countBy(accepted, idempotencyKey)].filter(([, count]) => count > 1);
      for (const [key, count] of repeated) {
        const row = rowById.get(key)!;
        const outcomesUnknown = row.attempts - row.recorded + row.unanswered;
        expect(count - 1, `delivery ${key} accepted ${count} times`).toBeLessThanOrEqual(
          outcomesUnknown,
        );
        const bodies = accepted.filter((request) => idempotencyKey(request) === key);
        expect(new Set(bodies.map((request) => request.body)).size).toBe(1);
      }

      test.info().annotations.push(
        {
          type: "leads",
          description:
            `${sent} sent, ${acknowledged.size} acknowledged (A ${acknowledgedBy.A}, ` +
            `B ${acknowledgedBy.B}, ${restartedAcknowledged} of them after its restart), ` +
            `${leads.length} stored, ${cutOff.length} cut off by the kill ` +
            `(${storedUnacknowledged.length} of those stored)`,
        },
        {
          type: "deliveries",
          description:
            `${receiver.received.length} webhook requests, ${accepted.length} accepted for ` +
            `${deliveries.length} leads; refused ${refusedFlaky} while flaky, ${refusedDown} ` +
            `while down; ${lostAttempts} attempts under way at the kill, ${unanswered} ` +
            `unanswered, ${repeated.length} delivered twice`,
        },
        {
          type: "timing",
          description:
            `kill to restarted copy listening ${killToListeningMs} ms; end of the burst to ` +
            `every webhook accepted and recorded ${allDeliveredMs} ms`,
        },
      );
    });
  } finally {
    await receiver.close();
  }
});

test("rate limits count across the copies: alternating or concurrent, the limit holds in total", async () => {
  const limit = 6;
  const databaseUrl = await emptyDatabase("scale_limits");
  // Copies of the site run behind a proxy, which says who the visitor is: each part of the test
  // is a visitor of its own.
  const env = {
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: AUTH_SECRET,
    LEAD_RATE_LIMIT: String(limit),
    TRUST_PROXY: "1",
  };
  const from = (address: string) => ({ "X-Forwarded-For": address });
  await withCopies(env, async (copies) => {
    let n = 0;
    const send = (copy: Copy, address: string) =>
      submitLead(copy.server.url, n % 3 === 2 ? "booking" : "contact", n++, from(address));

    // One after another, A, B, A, B…: the limit is reached in total, not per copy.
    const alternating: string[] = [];
    for (let i = 0; i < 2 * limit; i++) {
      const copy = copies[i % 2]!;
      const { status, body, retryAfter } = await send(copy, "203.0.113.10");
      alternating.push(`${copy.name} ${status}`);
      if (status === 429) {
        expect(body.error).toContain(site.phone.display);
        expect(Number(retryAfter)).toBeGreaterThan(0);
      }
    }
    expect(alternating).toEqual([
      ...Array.from({ length: limit }, (_, i) => `${copies[i % 2]!.name} 201`),
      ...Array.from({ length: limit }, (_, i) => `${copies[i % 2]!.name} 429`),
    ]);

    // All at once, half to each copy: the shared count lets exactly `limit` through.
    const concurrent = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(copies[i % 2]!, "203.0.113.20")),
    );
    const statuses = countBy(concurrent, (answer) => String(answer.status));
    expect(Object.fromEntries(statuses)).toEqual({ "201": limit, "429": 20 - limit });

    // Another visitor is not held back by those two.
    for (const copy of copies) expect((await send(copy, "203.0.113.30")).status).toBe(201);
    await stopCopies(copies);
    expect(errorsLogged(copies.map((copy) => copy.server))).toEqual([]);

    const stored = await query<{ n: number }>(
      databaseUrl,
      "select (select count(*) from contact_messages) + (select count(*) from appointments) as n",
    );
    expect(Number(stored[0]!.n)).toBe(2 * limit + 2);
    test.info().annotations.push({
      type: "rate limit",
      description:
        `limit ${limit} per 10 minutes: alternating ${alternating.join(", ")}; ` +
        `20 at once → ${statuses.get("201")} × 201, ${statuses.get("429")} × 429`,
    });
  });
});

test("with PostgreSQL stopped for 15 s both copies answer forms with 503 and the phone number, pages still load, and both save leads again on their own", async () => {
  const databaseUrl = await emptyDatabase("scale_outage");
  const env = {
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: AUTH_SECRET,
    LEAD_RATE_LIMIT: "1000",
  };
  await withCopies(env, async (copies) => {
    let n = 0;
    const acknowledged: number[] = [];
    for (const copy of copies) {
      const { status } = await submitLead(copy.server.url, "contact", n);
      expect(status, copy.name).toBe(201);
      acknowledged.push(n++);
    }

    await cluster!.stop("immediate");
    const outageStarted = performance.now();
    let rounds = 0;
    const duringOutage: number[] = [];
    do {
      await Promise.all(
        copies.map(async (copy) => {
          for (const form of ["contact", "booking"] as const) {
            duringOutage.push(n);
            const { status, body } = await submitLead(copy.server.url, form, n++);
            expect(status, `${copy.name} ${form} with the database down`).toBe(503);
            expect(body.error).toContain(site.phone.display);
          }
          for (const path of ["/", "/services"]) {
            expect((await fetch(`${copy.server.url}${path}`)).status, `${copy.name} ${path}`).toBe(
              200,
            );
          }
          expect((await fetch(`${copy.server.url}/api/health`)).status).toBe(503);
        }),
      );
      rounds++;
      await sleep(1_000);
    } while (performance.now() - outageStarted < 15_000);
    const outageMs = Math.round(performance.now() - outageStarted);

    // Back again: each copy saves leads without a restart; how soon is measured.
    await cluster!.start();
    const restarted = performance.now();
    const recoveryMs = await Promise.all(
      copies.map(async (copy) => {
        await expect
          .poll(
            async () => {
              const number = n++;
              const { status } = await submitLead(copy.server.url, "contact", number);
              if (status === 201) acknowledged.push(number);
              return status;
            },
            { message: `copy ${copy.name} saves leads again`, timeout: 30_000, intervals: [100] },
          )
          .toBe(201);
        return Math.round(performance.now() - restarted);
      }),
    );
    for (const copy of copies) {
      expect((await fetch(`${copy.server.url}/api/health`)).status, copy.name).toBe(200);
    }
    await stopCopies(copies);

    // Exactly the acknowledged leads are stored: none from the outage, none twice.
    const stored = await query<{ message: string }>(
      databaseUrl,
      "select message from contact_messages union all select description from appointments",
    );
    expect(stored.map((row) => leadNumber(row.message)).sort((x, y) => x - y)).toEqual(
      acknowledged.sort((x, y) => x - y),
    );
    test.info().annotations.push({
      type: "database outage",
      description:
        `${outageMs} ms down, ${rounds} rounds of checks (${duringOutage.length} forms answered ` +
        `503); first lead saved after the restart: A ${recoveryMs[0]} ms, B ${recoveryMs[1]} ms`,
    });
  });
});
