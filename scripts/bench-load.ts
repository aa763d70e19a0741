/**
 * `npm run bench:load`: requests per second and latency of the production server
 * (build/node/index.js) under load, measured with autocannon on a fresh embedded database, then
 * lead writes on a throwaway PostgreSQL server (tests/setup/postgres-cluster.ts) with one copy of
 * the server and with two copies sharing the database (skipped when PostgreSQL is not installed).
 * Rate limits are lifted and logging is cut to warnings, so the figures are about serving pages
 * and writing leads. The load generator runs on the same machine and takes CPU from the server,
 * so on a small machine the figures are a floor. Exits non-zero only when it could not measure.
 */
import { readdirSync, readFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";

import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import pg from "pg";

import { LIFT_BOOKING_CAPACITY_SQL, makeDataDirWithRoom } from "#tests/setup/lifted-capacity.ts";
import {
  findPostgresBin,
  startPostgresCluster,
  type PostgresCluster,
} from "#tests/setup/postgres-cluster.ts";
import { makeDataDir, startBuiltServer, type ServerProcess } from "#tests/setup/start-server.ts";

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 2);
/**
 * A cold server needs about twice the CPU per lead of a warm one (measured: 2.3 against 1 ms),
 * and each of two copies warms up on half the requests: the PostgreSQL scenarios warm up for
 * longer (unless BENCH_WARMUP_S is set), so that one copy and two are compared warm.
 */
const POSTGRES_WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 10);
const PAGE_CONNECTIONS = 50;
const API_CONNECTIONS = 20;
/** Far above what the run sends, so no request is answered 429. */
const NO_LIMIT = "1000000000";
/**
 * Runs only the scenarios whose name contains this, e.g. BENCH_ONLY=/api/contact, or
 * BENCH_ONLY=postgres for lead writes on PostgreSQL with one copy and with two.
 */
const ONLY = process.env.BENCH_ONLY ?? "";

interface CpuSnapshot {
  at: number;
  machineBusyMs: number;
  benchMs: number;
  serverMs?: number;
  databaseMs?: number;
}

/** A process's user and system time (utime, stime; with `children`, cutime and cstime too). */
function processCpuMs(pid: number | string | undefined, children = false): number | undefined {
  try {
    // In clock ticks (1/100 s on Linux), after the command name.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    const ticks = [11, 12, ...(children ? [13, 14] : [])].map((i) => Number(fields[i]));
    return ticks.reduce((sum, value) => sum + value, 0) * 10;
  } catch {
    return undefined;
  }
}

/**
 * Every PostgreSQL process's time, with what the postmaster's reaped children used: the
 * database's share of the machine, so it is not counted as another program's noise.
 */
function postgresCpuMs(): number {
  let total = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let name = "";
    try {
      name = readFileSync(`/proc/${pid}/comm`, "utf8").trim();
    } catch {
      continue;
    }
    if (name === "postgres") total += processCpuMs(pid, true) ?? 0;
  }
  return total;
}

/**
 * Where the CPU went during a run, so a shared machine's noise shows: the server or servers
 * (read from /proc, so Linux only), PostgreSQL when it is measured, this process (autocannon)
 * and everything else.
 */
function cpuSnapshot(serverPids: readonly (number | undefined)[], database = false): CpuSnapshot {
  const machineBusyMs = cpus().reduce(
    (sum, { times }) => sum + times.user + times.nice + times.sys + times.irq,
    0,
  );
  const { user, system } = process.cpuUsage();
  const servers = serverPids.map((pid) => processCpuMs(pid));
  const serverMs = servers.every((ms) => ms !== undefined)
    ? servers.reduce((sum: number, ms) => sum + ms!, 0)
    : undefined;
  return {
    at: performance.now(),
    machineBusyMs,
    benchMs: (user + system) / 1000,
    serverMs,
    databaseMs: database ? postgresCpuMs() : undefined,
  };
}

/** Other work above this share of one core makes a run's figures low. */
const NOISY_PERCENT = 25;

function describeCpu(before: CpuSnapshot, after: CpuSnapshot, servers = 1) {
  const wall = after.at - before.at;
  const share = (ms: number) => Math.max(0, Math.round((100 * ms) / wall));
  const percent = (ms: number) => `${share(ms)}%`;
  const bench = after.benchMs - before.benchMs;
  const difference = (key: "serverMs" | "databaseMs") => {
    const [start, end] = [before[key], after[key]];
    return start !== undefined && end !== undefined ? end - start : undefined;
  };
  const server = difference("serverMs");
  const database = difference("databaseMs");
  const others =
    after.machineBusyMs - before.machineBusyMs - bench - (server ?? 0) - (database ?? 0);
  const text =
    `CPU (100% = one core of ${cpus().length}): ` +
    (server === undefined
      ? ""
      : `${servers > 1 ? `${servers} servers` : "server"} ${percent(server)}, `) +
    (database === undefined ? "" : `PostgreSQL ${percent(database)}, `) +
    `autocannon ${percent(bench)}, other processes ${percent(others)}`;
  return { text, othersPercent: share(others) };
}

interface Target {
  label: string;
  minRps: number;
  maxP99Ms: number;
}

const pageTarget: Target = {
  label: "pre-rendered page ≥ 5,000 req/s, p99 < 50 ms at 50 connections",
  minRps: 5_000,
  maxP99Ms: 50,
};
const leadTarget: Target = {
  label: "lead writes ≥ 500 req/s, p99 < 100 ms on the embedded database",
  minRps: 500,
  maxP99Ms: 100,
};

type LeadKind = "contact" | "booking";

interface Scenario {
  name: string;
  connections: number;
  request: autocannon.Request;
  target?: Target;
  lead?: LeadKind;
}

/** One run's figures; with several servers, the sum of the throughputs and the worse latency. */
interface Figures {
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
  sent: number;
}

function figuresOf(results: readonly autocannon.Result[]): Figures {
  const sum = (value: (result: autocannon.Result) => number) =>
    results.reduce((total, result) => total + value(result), 0);
  const worst = (value: (result: autocannon.Result) => number) => Math.max(...results.map(value));
  return {
    rps: sum((result) => result.requests.average),
    p50: worst((result) => result.latency.p50),
    p90: worst((result) => result.latency.p90),
    p99: worst((result) => result.latency.p99),
    ok: sum((result) => result["2xx"]),
    non2xx: sum((result) => result.non2xx),
    errors: sum((result) => result.errors),
    sent: sum((result) => result.requests.sent),
  };
}

interface Measured {
  scenario: Scenario;
  result: Figures;
  /** The first answer that was not 2xx, to say why. */
  firstFailure?: string;
  cpu: ReturnType<typeof describeCpu>;
}

const names = ["Thandi Mokoena", "Sipho Dlamini", "Anele Botha", "Pieter van Wyk", "Fatima Adams"];
const suburbs = ["Parow", "Bellville", "Goodwood", "Durbanville", "Milnerton"];
const windows = ["morning", "midday", "afternoon"];
const propertyTypes = ["residential", "commercial", "industrial"];

function makeContact(n: number, overrides: Record<string, unknown> = {}) {
  return {
    name: names[n % names.length],
    phone: `082 555 ${String(n % 10_000).padStart(4, "0")}`,
    email: `bench-${n}@example.com`,
    suburb: suburbs[n % suburbs.length],
    service: "",
    message: `Load test ${n}: the kitchen plugs trip the earth leakage unit whenever it rains.`,
    consent: true,
    marketing: n % 2 === 0,
    ...overrides,
  };
}

function makeBooking(n: number, dates: string[], overrides: Record<string, unknown> = {}) {
  return {
    service: "not-sure",
    description: `Load test ${n}: the geyser element keeps tripping the main switch.`,
    propertyType: propertyTypes[n % propertyTypes.length],
    address: `${1 + (n % 200)} Voortrekker Road`,
    suburb: "other",
    otherSuburb: suburbs[n % suburbs.length],
    date: dates[n % dates.length],
    window: windows[n % windows.length],
    name: names[n % names.length],
    phone: `+27 82 555 ${String(n % 10_000).padStart(4, "0")}`,
    email: `bench-${n}@example.com`,
    preferredContact: n % 2 === 0 ? "email" : "phone",
    consent: true,
    marketing: n % 3 === 0,
    ...overrides,
  };
}

const json = { "content-type": "application/json" };

/** A POST whose body is built afresh for every request, so no two leads are the same. */
function postEach(path: string, body: (n: number) => unknown): autocannon.Request {
  let n = 0;
  return {
    method: "POST",
    path,
    headers: json,
    setupRequest: (request) => ({ ...request, body: JSON.stringify(body(n++)) }),
  };
}

/** The days the booking form offers today, read from the page as a visitor gets it. */
async function bookableDates(url: string): Promise<string[]> {
  const html = await (await fetch(`${url}/book-appointment`)).text();
  const dates = [...html.matchAll(/<option value="(\d{4}-\d{2}-\d{2})"/g)].map((m) => m[1]!);
  if (dates.length === 0) throw new Error("no bookable date in the /book-appointment page");
  return dates.slice(0, 10);
}

/** One request of each kind before the load, so a wrong body fails here with its answer. */
async function checkRequests(url: string, scenarios: Scenario[]) {
  for (const { name, request } of scenarios) {
    const prepared =
      typeof request.setupRequest === "function"
        ? request.setupRequest({ ...request }, {})
        : request;
    const init: RequestInit = {
      method: prepared.method ?? "GET",
      headers: prepared.headers as Record<string, string>,
      body: prepared.body?.toString(),
    };
    const response = await fetch(`${url}${request.path ?? "/"}`, init);
    const text = await response.text();
    if (!response.ok)
      throw new Error(`${name}: answered ${response.status}: ${text.slice(0, 300)}`);
    const encoding = response.headers.get("content-encoding");
    const detail = init.body ? text.slice(0, 70) : `${encoding ?? "identity"} encoding`;
    console.log(`  ${name}: ${response.status}, ${detail}`);
  }
}

/**
 * One autocannon run against each server at once, the scenario's connections split between
 * them; `database` adds PostgreSQL's share to the CPU line.
 */
async function run(
  servers: readonly ServerProcess[],
  scenario: Scenario,
  durationS: number,
  database = false,
): Promise<Measured> {
  let firstFailure: string | undefined;
  const pids = servers.map((server) => server.child.pid);
  const before = cpuSnapshot(pids, database);
  const results = await Promise.all(
    servers.map((server, i) =>
      autocannon({
        url: server.url,
        // 20 over two servers: 10 each; any remainder goes to the first ones.
        connections:
          Math.floor(scenario.connections / servers.length) +
          (i < scenario.connections % servers.length ? 1 : 0),
        duration: durationS,
        requests: [
          {
            ...scenario.request,
            onResponse: (status, body) => {
              if (status >= 300 && !firstFailure) firstFailure = `${status} ${body.slice(0, 200)}`;
            },
          },
        ],
      }),
    ),
  );
  const cpu = describeCpu(before, cpuSnapshot(pids, database), servers.length);
  return { scenario, result: figuresOf(results), firstFailure, cpu };
}

const count = (n: number) => Math.round(n).toLocaleString("en-US");

function printRow(cells: (string | number)[]) {
  const widths = [40, 6, 9, 9, 9, 9, 9, 8];
  console.log(
    cells
      .map((cell, i) =>
        i === 0 ? String(cell).padEnd(widths[i]!) : String(cell).padStart(widths[i]!),
      )
      .join(""),
  );
}

async function countStoredLeads(dataDir: string) {
  const database = await PGlite.create(`${dataDir}/pglite`);
  try {
    const rows = async (table: string) =>
      (await database.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n ??
      0;
    return { contact: await rows("contact_messages"), booking: await rows("appointments") };
  } finally {
    await database.close();
  }
}

/** Prints a scenario's row of the table, its CPU line and why any request failed. */
function printMeasured(main: Measured, warmUp: Measured) {
  const { result } = main;
  printRow([
    main.scenario.name,
    main.scenario.connections,
    count(result.rps),
    `${result.p50} ms`,
    `${result.p90} ms`,
    `${result.p99} ms`,
    result.non2xx,
    result.errors,
  ]);
  console.log(`  ${main.cpu.text}`);
  if (warmUp.result.non2xx > 0) console.log(`  warm-up: ${warmUp.result.non2xx} non-2xx`);
  const failure = main.firstFailure ?? warmUp.firstFailure;
  if (failure) console.log(`  first non-2xx answer: ${failure}`);
}

interface LeadTally {
  /** Answered 2xx. */
  ok: number;
  /** Answered otherwise, or failed. */
  failed: number;
  sent: number;
}

/** The scenarios on the embedded database; `dates` are the booking form's. */
function embeddedScenarios(dates: string[]): Scenario[] {
  const page = (path: string): Scenario => ({
    name: `GET ${path} (pre-rendered, br)`,
    connections: PAGE_CONNECTIONS,
    request: { method: "GET", path, headers: { "accept-encoding": "br" } },
    target: pageTarget,
  });
  return [
    page("/"),
    page("/services"),
    {
      name: "POST /api/chat (built-in answer)",
      connections: API_CONNECTIONS,
      request: {
        method: "POST",
        path: "/api/chat",
        headers: json,
        body: JSON.stringify({ message: "Do you do COC certificates?", history: [] }),
      },
    },
    {
      name: "POST /api/contact",
      connections: API_CONNECTIONS,
      request: postEach("/api/contact", (n) => makeContact(n)),
      target: leadTarget,
      lead: "contact",
    },
    {
      name: "POST /api/bookings",
      connections: API_CONNECTIONS,
      request: postEach("/api/bookings", (n) => makeBooking(n, dates)),
      target: leadTarget,
      lead: "booking",
    },
  ];
}

/** Every scenario in turn against a running server; prints a row as each one finishes. */
async function measureAll(server: ServerProcess) {
  const { url } = server;
  const dates = await bookableDates(url);
  const scenarios = embeddedScenarios(dates).filter((scenario) => scenario.name.includes(ONLY));

  console.log(`Server at ${url}; booking dates ${dates[0]} to ${dates.at(-1)}. One of each:`);
  await checkRequests(url, scenarios);
  const leads: Record<LeadKind, LeadTally> = {
    contact: { ok: 0, failed: 0, sent: 0 },
    booking: { ok: 0, failed: 0, sent: 0 },
  };
  // The checks above stored one lead of each kind measured.
  for (const { lead } of scenarios) if (lead) leads[lead] = { ok: 1, failed: 0, sent: 1 };

  console.log("");
  printRow(["scenario", "conn", "req/s", "p50", "p90", "p99", "non-2xx", "errors"]);
  const measured: Measured[] = [];
  for (const scenario of scenarios) {
    const warmUp = await run([server], scenario, WARMUP_S);
    const main = await run([server], scenario, DURATION_S);
    if (scenario.lead) {
      for (const { result } of [warmUp, main]) {
        leads[scenario.lead].ok += result.ok;
        leads[scenario.lead].failed += result.non2xx + result.errors;
        leads[scenario.lead].sent += result.sent;
      }
    }
    printMeasured(main, warmUp);
    measured.push(main);
  }
  return { measured, leads };
}

function printSummary(
  measured: Measured[],
  leads: Record<LeadKind, LeadTally>,
  stored: Record<LeadKind, number>,
) {
  console.log("\nTargets");
  for (const { scenario, result } of measured) {
    const { target } = scenario;
    if (!target) continue;
    const met =
      result.rps >= target.minRps &&
      result.p99 < target.maxP99Ms &&
      result.non2xx === 0 &&
      result.errors === 0;
    console.log(
      `  ${met ? "met    " : "NOT MET"}  ${scenario.name}: ${count(result.rps)} req/s, ` +
        `p99 ${result.p99} ms, ${result.non2xx} non-2xx [${target.label}]`,
    );
  }
  const failed = leads.contact.failed + leads.booking.failed;
  console.log(
    `  ${failed === 0 ? "met    " : "NOT MET"}  every lead write answered 2xx, warm-ups included ` +
      `(${count(failed)} non-2xx or errors)`,
  );
  const answered = leads.contact.ok + leads.booking.ok;
  const sent = leads.contact.sent + leads.booking.sent;
  const storedTotal = stored.contact + stored.booking;
  // A request still in flight when a run ends is not counted as answered but may be committed.
  const durable = storedTotal >= answered && storedTotal <= sent;
  console.log(
    `  ${durable ? "met    " : "NOT MET"}  stored ${count(storedTotal)} of ${count(answered)} 2xx leads ` +
      `(contact ${count(stored.contact)} of ${count(leads.contact.ok)}, ` +
      `bookings ${count(stored.booking)} of ${count(leads.booking.ok)}; ` +
      `${count(sent - answered)} more were sent but cut off when a run ended)`,
  );
  const noisiest = Math.max(...measured.map(({ cpu }) => cpu.othersPercent));
  if (noisiest > NOISY_PERCENT) {
    console.log(
      `\nOther processes took up to ${noisiest}% of a core during a run, so these figures are ` +
        "low: run again on a quiet machine.",
    );
  }
}

/** Lead writes on PostgreSQL: one copy of the server, then two sharing the database. */
interface PostgresScenario {
  copies: number;
  database: string;
  scenario: Scenario;
}

const postgresScenarios: PostgresScenario[] = [1, 2].map((copies) => ({
  copies,
  database: `bench_${copies}_cop${copies === 1 ? "y" : "ies"}`,
  scenario: {
    name: `POST /api/contact (postgres, ${copies} cop${copies === 1 ? "y" : "ies"})`,
    connections: API_CONNECTIONS,
    request: postEach("/api/contact", (n) => makeContact(n)),
    lead: "contact",
  },
}));

/** What is running, for the cleanup after an interrupt or a failure. */
const running = {
  servers: new Set<ServerProcess>(),
  dataDirs: new Set<{ remove(): Promise<void> }>(),
  cluster: undefined as PostgresCluster | undefined,
};

async function cleanUp() {
  await Promise.all([...running.servers].map((server) => server.stop("SIGKILL")));
  await Promise.all([...running.dataDirs].map((dir) => dir.remove()));
  await running.cluster?.remove();
}

async function startServers(count: number, env: Record<string, string>) {
  // Thousands of bookings go to the same days: every window takes them all (capacity is not what
  // this measures). The embedded database is lifted before the start, PostgreSQL after.
  const dirs = await Promise.all(
    Array.from({ length: count }, () => (env.DATABASE_URL ? makeDataDir() : makeDataDirWithRoom())),
  );
  dirs.forEach((dir) => running.dataDirs.add(dir));
  // At the same moment, as copies behind a load balancer would be started. They log only
  // warnings, so never that they are listening: they are ready once /api/health answers.
  const servers = await Promise.all(
    dirs.map((dir) => startBuiltServer({ dataDir: dir.path, env, readyWhen: "healthy" })),
  );
  servers.forEach((server) => running.servers.add(server));
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    await client.query(LIFT_BOOKING_CAPACITY_SQL);
    await client.end();
  }
  return {
    servers,
    dataDirs: dirs.map((dir) => dir.path),
    /** SIGTERM to each; the exit codes and what they logged at warn or above. */
    async stop() {
      const codes = await Promise.all(servers.map((server) => server.stop()));
      servers.forEach((server) => running.servers.delete(server));
      const noise = servers.flatMap((server) =>
        server.output.filter((line) => /"level":(40|50|60)\b/.test(line)),
      );
      return { codes, noise };
    },
    async remove() {
      await Promise.all(dirs.map((dir) => dir.remove()));
      dirs.forEach((dir) => running.dataDirs.delete(dir));
    },
  };
}

const serverEnv = {
  LOG_LEVEL: "warn",
  LEAD_RATE_LIMIT: NO_LIMIT,
  CHAT_RATE_LIMIT: NO_LIMIT,
  AUTH_RATE_LIMIT: NO_LIMIT,
};

/** The scenarios on the embedded database, with their summary. */
async function measureEmbedded() {
  const { servers, dataDirs, stop, remove } = await startServers(1, serverEnv);
  const { measured, leads } = await measureAll(servers[0]!);
  const { codes, noise } = await stop();
  console.log(
    `\nServer stopped with exit code ${codes[0]}; it logged ${noise.length} warnings or errors.`,
  );
  for (const line of noise.slice(0, 5)) console.log(`  ${line.slice(0, 300)}`);
  printSummary(measured, leads, await countStoredLeads(dataDirs[0]!));
  await remove();
}

/**
 * Lead writes on a throwaway PostgreSQL server, each scenario on a fresh database of its own:
 * one copy of the server, then two copies at once (autocannon against both, the connections
 * split between them: the sum of their requests/s and the worse of their latencies).
 */
async function measurePostgres(scenarios: PostgresScenario[]) {
  console.log(
    "\nLead writes on PostgreSQL, one copy of the server and two sharing the database " +
      `(${POSTGRES_WARMUP_S} s warm-up)`,
  );
  const bin = await findPostgresBin();
  if (!bin) {
    console.log(
      "  Skipped: PostgreSQL's server binaries (initdb, pg_ctl) were not found on PATH or in " +
        "/usr/lib/postgresql/*/bin. Install them (Debian/Ubuntu: `apt-get install postgresql`).",
    );
    return;
  }
  running.cluster = await startPostgresCluster();
  const { url } = running.cluster;
  console.log(
    `PostgreSQL from ${bin} on ${new URL(url).host} (a throwaway cluster, fsync off), ` +
      "a fresh database per scenario; the servers log at warn. One lead per server first:",
  );
  const measured: { copies: number; main: Measured; stored: number; ok: number; sent: number }[] =
    [];
  for (const { copies, database, scenario } of scenarios) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`create database ${database}`);
    await client.end();
    const databaseUrl = url.replace(/\/postgres$/, `/${database}`);
    const { servers, stop, remove } = await startServers(copies, {
      ...serverEnv,
      DATABASE_URL: databaseUrl,
      BETTER_AUTH_SECRET: "bench-load-auth-secret-0123456789abcdef",
    });
    for (const server of servers) await checkRequests(server.url, [scenario]);
    if (measured.length === 0) {
      console.log("");
      printRow(["scenario", "conn", "req/s", "p50", "p90", "p99", "non-2xx", "errors"]);
    }
    const warmUp = await run(servers, scenario, POSTGRES_WARMUP_S, true);
    const main = await run(servers, scenario, DURATION_S, true);
    printMeasured(main, warmUp);
    const { codes, noise } = await stop();
    await remove();
    // Every copy warns at start-up that BETTER_AUTH_URL is not set: of no interest here.
    const unexpected = noise.filter((line) => !line.includes("BETTER_AUTH_URL is not set"));
    if (codes.some((code) => code !== 0) || unexpected.length > 0) {
      console.log(
        `  servers exited with ${codes.join(", ")}; ${unexpected.length} warnings or errors`,
      );
      for (const line of unexpected.slice(0, 5)) console.log(`    ${line.slice(0, 300)}`);
    }
    const stored = Number(
      (await queryOnce(databaseUrl, "select count(*)::int as n from contact_messages"))[0]?.n ?? 0,
    );
    const both = [warmUp.result, main.result];
    measured.push({
      copies,
      main,
      stored,
      // The check before the load stored one lead per server.
      ok: copies + both.reduce((sum, result) => sum + result.ok, 0),
      sent: copies + both.reduce((sum, result) => sum + result.sent, 0),
    });
  }

  console.log("");
  for (const { main, stored, ok, sent } of measured) {
    const { result } = main;
    const clean = result.non2xx === 0 && result.errors === 0 && stored >= ok && stored <= sent;
    console.log(
      `  ${clean ? "met    " : "NOT MET"}  ${main.scenario.name}: every write answered 2xx ` +
        `(${count(result.non2xx + result.errors)} not) and stored ${count(stored)} of ` +
        `${count(ok)} 2xx leads (${count(sent - ok)} more sent but cut off when a run ended)`,
    );
  }
  const [one, two] = [1, 2].map((copies) => measured.find((entry) => entry.copies === copies));
  if (one && two) {
    console.log(
      `  Two copies against one: ${(two.main.result.rps / one.main.result.rps).toFixed(2)} × ` +
        `the requests/s (${count(two.main.result.rps)} against ${count(one.main.result.rps)}), ` +
        `p99 ${two.main.result.p99} ms against ${one.main.result.p99} ms, on ${cpus().length} ` +
        "cores shared by the servers, PostgreSQL and autocannon",
    );
  }
  const noisiest = Math.max(...measured.map(({ main }) => main.cpu.othersPercent));
  if (noisiest > NOISY_PERCENT) {
    console.log(
      `\nOther processes took up to ${noisiest}% of a core during a run, so these figures are ` +
        "low: run again on a quiet machine.",
    );
  }
  await running.cluster.remove();
  running.cluster = undefined;
}

async function queryOnce(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>(text)).rows;
  } finally {
    await client.end();
  }
}

const cpuList = cpus();
console.log("Load benchmark of the production server (build/node/index.js)");
console.log(
  `Machine: ${cpuList.length} × ${cpuList[0]?.model.trim() ?? "unknown CPU"}, ` +
    `${(totalmem() / 1024 ** 3).toFixed(1)} GB; Node ${process.version}; ` +
    "autocannon runs on the same machine",
);
console.log(
  `Each scenario: ${WARMUP_S} s warm-up, then ${DURATION_S} s measured; ` +
    "rate limits lifted, LOG_LEVEL=warn\n",
);

process.once("SIGINT", () => {
  void cleanUp().finally(() => process.exit(130));
});

const embedded = embeddedScenarios([]).some((scenario) => scenario.name.includes(ONLY));
const onPostgres = postgresScenarios.filter(({ scenario }) => scenario.name.includes(ONLY));
let exitCode = 0;
try {
  if (!embedded && onPostgres.length === 0) {
    throw new Error(`no scenario's name contains BENCH_ONLY="${ONLY}"`);
  }
  if (embedded) await measureEmbedded();
  if (onPostgres.length > 0) await measurePostgres(onPostgres);
} catch (error) {
  console.error(`\nCould not measure: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
