/**
 * `npm test`: every check of the project. The build and the static checks (typecheck, lint,
 * format) run side by side: none of them is timed, so sharing the 2 cores costs only seconds.
 * The test passes then run one after another, each with the machine to itself: run beside each
 * other they overloaded a 2-core machine until tests timed out (decision 020).
 *
 *   build | typecheck | lint | format
 *   → unit and integration tests on PGlite → browser journeys → browser specs with servers of
 *   their own [→ unit and integration on PostgreSQL]
 *
 * The PostgreSQL pass runs when TEST_DATABASE_URL names a server (.ci/run starts one). Each
 * phase's output is printed whole when it ends; at the end come the seconds each phase took, the
 * slowest test files and browser specs, and one closing line with the count of tests, so that a
 * run that got slower shows where, and last the failed tests with the start of their errors, so
 * that the tail of a CI log names what broke. Every phase runs even when another fails (a failed
 * build skips the browser tests); the exit code is non-zero if any failed.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { runCaptured } from "./lib/run-captured";

const reports = mkdtempSync(join(tmpdir(), "site-test-reports-"));
const postgresUrl = process.env.TEST_DATABASE_URL;
const started = performance.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

interface Phase {
  name: string;
  command: string;
  env?: Record<string, string | undefined>;
  /** Where the phase's runner writes its JSON report, read for counts and slowest files. */
  report?: { runner: "vitest" | "playwright"; path: string };
  /** Not run when the build failed. */
  needsBuild?: boolean;
}

interface Outcome {
  phase: Phase;
  code: number | null;
  startedAt: number;
  ms: number;
}

const vitestReport = (name: string) => join(reports, `${name.replace(/\W+/g, "-")}.json`);
const vitest = (
  name: string,
  env: Record<string, string | undefined>,
  selection = "run",
): Phase => ({
  name,
  command: `npx vitest ${selection} --run --reporter=default --reporter=json --outputFile.json=${vitestReport(name)}`,
  env,
  report: { runner: "vitest", path: vitestReport(name) },
});

/**
 * The browser journeys share one server; the specs that start servers of their own and load the
 * machine (SIGKILL mid-burst, two copies on PostgreSQL) run after them as a phase of their own,
 * without the config's dependency: a failed journey would otherwise skip them and hide their results.
 */
const browser = (name: string, projects: string[], options = ""): Phase => {
  const path = join(reports, `${projects.join("-")}.json`);
  return {
    name,
    command: `npx tsx scripts/check-chromium.ts && npx playwright test ${projects.map((project) => `--project ${project} `).join("")}${options}--reporter=list,json`,
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: path },
    report: { runner: "playwright", path },
    needsBuild: true,
  };
};

const stages: Phase[][] = [
  [
    { name: "build", command: "npm run build" },
    { name: "typecheck", command: "npm run typecheck" },
    { name: "lint", command: "npm run lint" },
    { name: "format", command: "npm run format:check" },
  ],
  // The first pass always uses PGlite, whatever the environment says.
  [vitest("unit on PGlite", { TEST_DATABASE_URL: undefined })],
  [browser("browser journeys", ["pages", "push"])],
  [browser("browser, own servers", ["processes"], "--no-deps ")],
  // Again on PostgreSQL, the test files whose modules reach the database client (Vitest follows
  // the imports): the others run the very same code as on PGlite.
  ...(postgresUrl
    ? [
        [
          vitest(
            "unit on PostgreSQL",
            { TEST_DATABASE_URL: postgresUrl },
            "related server/db/client.ts tests/setup/test-db.ts",
          ),
        ],
      ]
    : []),
];

async function run(phase: Phase): Promise<Outcome> {
  const startedAt = performance.now();
  console.log(`▶ ${phase.name} (at ${seconds(startedAt - started)})`);
  const { code, output, ms } = await runCaptured(phase.command, [], {
    shell: true,
    env: { ...phase.env, FORCE_COLOR: "0" },
  });
  const mark = code === 0 ? "✓" : "✗";
  console.log(`\n${mark} ${phase.name}: ${seconds(ms)}${code === 0 ? "" : ` (exit ${code})`}`);
  console.log(output);
  return { phase, code, startedAt, ms };
}

async function runStages(): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const stage of stages) {
    const buildFailed = outcomes.some(
      (outcome) => outcome.phase.name === "build" && outcome.code !== 0,
    );
    outcomes.push(
      ...(await Promise.all(
        stage.map((phase) => {
          if (!phase.needsBuild || !buildFailed) return run(phase);
          console.log(`\n✗ ${phase.name}: not run, the build failed`);
          return { phase, code: null, startedAt: performance.now(), ms: 0 };
        }),
      )),
    );
  }
  return outcomes;
}

function readJson<T>(path: string | undefined): T | undefined {
  if (!path) return undefined;
  try {
    return JSON.parse(readFileSync(path, "utf8")) as T;
  } catch {
    return undefined;
  }
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

interface PlaywrightSuite {
  file?: string;
  title?: string;
  specs?: {
    title: string;
    line?: number;
    tests: {
      projectName?: string;
      status: string;
      results: { duration: number; status?: string; error?: { message?: string } }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

function slowestTestFiles(report: VitestReport): [number, string][] {
  return report.testResults
    .map((file): [number, string] => [
      file.endTime - file.startTime,
      file.name.replace(`${process.cwd()}/`, ""),
    ])
    .sort((a, b) => b[0] - a[0])
    .slice(0, 10);
}

/** The first lines of a failure, without colour codes: enough to know what broke from CI's tail. */
function firstLines(message: string | undefined, lines = 6): string {
  return (
    (message ?? "(no message)")
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, "")
      .split("\n")
      .filter((line) => line.trim() !== "")
      .slice(0, lines)
      .map((line) => `    ${line}`)
      .join("\n")
  );
}

function vitestFailures(report: VitestReport): string[] {
  const failures: string[] = [];
  for (const file of report.testResults) {
    const name = file.name.replace(`${process.cwd()}/`, "");
    const failed = file.assertionResults.filter((test) => test.status === "failed");
    for (const test of failed)
      failures.push(`${name} › ${test.fullName}\n${firstLines(test.failureMessages[0])}`);
    // A file that failed to load or in a hook has no failed test to show, only a message.
    if (failed.length === 0 && file.status === "failed")
      failures.push(`${name}\n${firstLines(file.message)}`);
  }
  return failures;
}

function browserFailures(report: PlaywrightReport): string[] {
  const failures: string[] = [];
  const walk = (suite: PlaywrightSuite, file: string | undefined, titles: string[]) => {
    const here = suite.file ?? file ?? "?";
    const path = suite.title && suite.title !== here ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        if (test.status !== "unexpected" && test.status !== "flaky") continue;
        const failedRun = test.results.find((result) => result.error) ?? test.results[0];
        const where = `${here}:${spec.line ?? "?"}`;
        failures.push(
          `${test.status === "flaky" ? "flaky " : ""}${where} › ${[...path, spec.title].join(" › ")}\n${firstLines(failedRun?.error?.message)}`,
        );
      }
    for (const child of suite.suites ?? []) walk(child, here, path);
  };
  for (const suite of report.suites) walk(suite, undefined, []);
  return failures;
}

function slowestSpecs(report: PlaywrightReport): [number, string][] {
  const bySpec = new Map<string, number>();
  const walk = (suite: PlaywrightSuite, file: string | undefined) => {
    const here = suite.file ?? file ?? "?";
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          bySpec.set(here, (bySpec.get(here) ?? 0) + result.duration);
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites) walk(suite, undefined);
  return [...bySpec]
    .map(([spec, ms]): [number, string] => [ms, spec])
    .sort((a, b) => b[0] - a[0])
    .slice(0, 10);
}

const outcomes = await runStages();
const total = performance.now() - started;

const counts = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
console.log("\n== Where the time went (seconds from the start, and each phase's own)");
for (const { phase, code, startedAt, ms } of [...outcomes].sort(
  (a, b) => a.startedAt - b.startedAt,
)) {
  const status = code === 0 ? "passed" : code === null ? "not run" : "FAILED";
  console.log(
    `${phase.name.padEnd(22)} at ${seconds(startedAt - started).padStart(6)}  took ${seconds(ms).padStart(6)}  ${status}`,
  );
}
console.log(`${"all of npm test".padEnd(22)}           took ${seconds(total).padStart(6)}`);

for (const { phase } of outcomes) {
  const vitestResult =
    phase.report?.runner === "vitest" ? readJson<VitestReport>(phase.report.path) : undefined;
  if (vitestResult) {
    counts.passed += vitestResult.numPassedTests;
    counts.failed += vitestResult.numFailedTests;
    counts.skipped += vitestResult.numPendingTests + vitestResult.numTodoTests;
    failures.push(...vitestFailures(vitestResult).map((failure) => `[${phase.name}] ${failure}`));
    console.log(`\n== Slowest test files, ${phase.name} (time in their tests)`);
    for (const [ms, name] of slowestTestFiles(vitestResult))
      console.log(`${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
  }
  const browserResult =
    phase.report?.runner === "playwright"
      ? readJson<PlaywrightReport>(phase.report.path)
      : undefined;
  if (browserResult) {
    counts.passed += browserResult.stats.expected + browserResult.stats.flaky;
    counts.failed += browserResult.stats.unexpected;
    counts.skipped += browserResult.stats.skipped;
    failures.push(...browserFailures(browserResult).map((failure) => `[${phase.name}] ${failure}`));
    console.log("\n== Slowest browser specs (their tests' time added up, across workers)");
    for (const [ms, name] of slowestSpecs(browserResult))
      console.log(`${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
  }
}

const failedPhases = outcomes.filter((outcome) => outcome.code !== 0);
// A phase that failed without a test report (typecheck, lint, a crash) counts as a failure too.
const unreported = failedPhases.filter((outcome) => !readJson(outcome.phase.report?.path)).length;
rmSync(reports, { recursive: true, force: true });
// Last, so that the tail of a long CI log names what broke.
if (failures.length > 0) {
  console.log("\n== Failed tests");
  for (const failure of failures) console.log(failure);
}
console.log(
  `\n${failedPhases.length === 0 ? "All phases passed." : `Failed: ${failedPhases.map((outcome) => outcome.phase.name).join(", ")}.`}`,
);
console.log(
  `tests: ${counts.passed} passed, ${counts.failed + unreported} failed, ${counts.skipped} skipped`,
);
process.exit(failedPhases.length === 0 ? 0 : 1);
