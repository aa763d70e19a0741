/**
 * `npm run bench:load`: requests per second and latency of the production server
 * (build/node/index.js) under load, measured with autocannon on a fresh embedded database.
 * Rate limits are lifted and logging is cut to warnings, so the figures are about serving pages
 * and writing leads. The load generator runs on the same machine and takes CPU from the server,
 * so on a small machine the figures are a floor. Exits non-zero only when it could not measure.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { cpus, totalmem } from "node:os";

import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";

import { makeDataDir, type ServerProcess } from "#tests/setup/start-server.ts";

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 2);
const PAGE_CONNECTIONS = 50;
const API_CONNECTIONS = 20;
/** Far above what the run sends, so no request is answered 429. */
const NO_LIMIT = "1000000000";
/** Runs only the scenarios whose name contains this, e.g. BENCH_ONLY=/api/contact. */
const ONLY = process.env.BENCH_ONLY ?? "";

interface CpuSnapshot {
  at: number;
  machineBusyMs: number;
  benchMs: number;
  serverMs?: number;
}

/**
 * Where the CPU went during a run, so a shared machine's noise shows: the server (read from
 * /proc, so Linux only), this process (autocannon) and everything else.
 */
function cpuSnapshot(serverPid: number | undefined): CpuSnapshot {
  const machineBusyMs = cpus().reduce(
    (sum, { times }) => sum + times.user + times.nice + times.sys + times.irq,
    0,
  );
  const { user, system } = process.cpuUsage();
  let serverMs: number | undefined;
  try {
    // utime and stime, in clock ticks (1/100 s on Linux), follow the command name.
    const fields = readFileSync(`/proc/${serverPid}/stat`, "utf8").split(") ")[1]!.split(" ");
    serverMs = (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    serverMs = undefined;
  }
  return { at: performance.now(), machineBusyMs, benchMs: (user + system) / 1000, serverMs };
}

/** Other work above this share of one core makes a run's figures low. */
const NOISY_PERCENT = 25;

function describeCpu(before: CpuSnapshot, after: CpuSnapshot) {
  const wall = after.at - before.at;
  const share = (ms: number) => Math.max(0, Math.round((100 * ms) / wall));
  const percent = (ms: number) => `${share(ms)}%`;
  const bench = after.benchMs - before.benchMs;
  const server =
    after.serverMs !== undefined && before.serverMs !== undefined
      ? after.serverMs - before.serverMs
      : undefined;
  const others = after.machineBusyMs - before.machineBusyMs - bench - (server ?? 0);
  const text =
    `CPU (100% = one core of ${cpus().length}): ` +
    (server === undefined ? "" : `server ${percent(server)}, `) +
    `autocannon ${percent(bench)}, other processes ${percent(others)}`;
  return { text, othersPercent: share(others) };
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  probe.close();
  return port;
}

/**
 * Runs build/node/index.js as `startBuiltServer` (tests/setup/start-server.ts) does, but ready
 * once /api/health answers: that helper waits for the "server listening" line, which is logged at
 * info and so never appears at LOG_LEVEL=warn.
 */
async function startQuietServer(options: {
  dataDir: string;
  env: Record<string, string>;
}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["build/node/index.js"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding("utf8");
    let buffered = "";
    stream.on("data", (chunk: string) => {
      const lines = (buffered + chunk).split("\n");
      buffered = lines.pop() ?? "";
      output.push(...lines);
    });
  }
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };

  const deadline = Date.now() + 60_000;
  while (child.exitCode === null && Date.now() < deadline) {
    const health = await fetch(`${url}/api/health`).catch(() => undefined);
    if (health?.ok) return { url, dataDir: options.dataDir, child, output, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop("SIGKILL");
  throw new Error(`server did not start within 60 s:\n${output.join("\n")}`);
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

interface Measured {
  scenario: Scenario;
  result: autocannon.Result;
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

async function run(url: string, scenario: Scenario, durationS: number): Promise<Measured> {
  let firstFailure: string | undefined;
  const before = cpuSnapshot(serverPid);
  const result = await autocannon({
    url,
    connections: scenario.connections,
    duration: durationS,
    requests: [
      {
        ...scenario.request,
        onResponse: (status, body) => {
          if (status >= 300 && !firstFailure) firstFailure = `${status} ${body.slice(0, 200)}`;
        },
      },
    ],
  });
  return { scenario, result, firstFailure, cpu: describeCpu(before, cpuSnapshot(serverPid)) };
}

const count = (n: number) => Math.round(n).toLocaleString("en-US");

function printRow(cells: (string | number)[]) {
  const widths = [34, 6, 9, 9, 9, 9, 9, 8];
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

interface LeadTally {
  /** Answered 2xx. */
  ok: number;
  /** Answered otherwise, or failed. */
  failed: number;
  sent: number;
}

/** Every scenario in turn against a running server; prints a row as each one finishes. */
async function measureAll(url: string) {
  const dates = await bookableDates(url);
  const page = (path: string): Scenario => ({
    name: `GET ${path} (pre-rendered, br)`,
    connections: PAGE_CONNECTIONS,
    request: { method: "GET", path, headers: { "accept-encoding": "br" } },
    target: pageTarget,
  });
  const all: Scenario[] = [
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
  const scenarios = all.filter((scenario) => scenario.name.includes(ONLY));

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
    const warmUp = await run(url, scenario, WARMUP_S);
    const main = await run(url, scenario, DURATION_S);
    if (scenario.lead) {
      for (const { result } of [warmUp, main]) {
        leads[scenario.lead].ok += result["2xx"];
        leads[scenario.lead].failed += result.non2xx + result.errors;
        leads[scenario.lead].sent += result.requests.sent;
      }
    }
    const { result } = main;
    printRow([
      scenario.name,
      scenario.connections,
      count(result.requests.average),
      `${result.latency.p50} ms`,
      `${result.latency.p90} ms`,
      `${result.latency.p99} ms`,
      result.non2xx,
      result.errors,
    ]);
    console.log(`  ${main.cpu.text}`);
    if (warmUp.result.non2xx > 0) console.log(`  warm-up: ${warmUp.result.non2xx} non-2xx`);
    const failure = main.firstFailure ?? warmUp.firstFailure;
    if (failure) console.log(`  first non-2xx answer: ${failure}`);
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
      result.requests.average >= target.minRps &&
      result.latency.p99 < target.maxP99Ms &&
      result.non2xx === 0 &&
      result.errors === 0;
    console.log(
      `  ${met ? "met    " : "NOT MET"}  ${scenario.name}: ${count(result.requests.average)} req/s, ` +
        `p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx [${target.label}]`,
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

const dataDir = await makeDataDir();
let server: ServerProcess | undefined;
let serverPid: number | undefined;
process.once("SIGINT", () => {
  void Promise.all([server?.stop(), dataDir.remove()]).finally(() => process.exit(130));
});

let exitCode = 0;
try {
  server = await startQuietServer({
    dataDir: dataDir.path,
    env: {
      LOG_LEVEL: "warn",
      LEAD_RATE_LIMIT: NO_LIMIT,
      CHAT_RATE_LIMIT: NO_LIMIT,
      AUTH_RATE_LIMIT: NO_LIMIT,
    },
  });
  serverPid = server.child.pid;
  const { measured, leads } = await measureAll(server.url);
  const serverExit = await server.stop();
  const noise = server.output.filter((line) => /"level":(40|50|60)\b/.test(line));
  console.log(
    `\nServer stopped with exit code ${serverExit}; it logged ${noise.length} warnings or errors.`,
  );
  for (const line of noise.slice(0, 5)) console.log(`  ${line.slice(0, 300)}`);
  printSummary(measured, leads, await countStoredLeads(dataDir.path));
} catch (error) {
  console.error(`\nCould not measure: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await server?.stop();
  await dataDir.remove();
}
process.exit(exitCode);
