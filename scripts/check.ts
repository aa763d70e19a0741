/**
 * `npm run check [-- <git ref>]`: the inner loop. The whole typecheck, then lint and the format
 * check of the files changed since the ref (default: HEAD, so what is not committed yet, new
 * files too), and the unit and integration tests that import them (`vitest --changed`), side by
 * side. `npm test` remains the gate before a commit is meant to land.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

import { runCaptured } from "./lib/run-captured";

const since = process.argv[2] ?? "HEAD";
const started = performance.now();

const git = (...args: string[]) =>
  execFileSync("git", args, { encoding: "utf8" }).split("\n").filter(Boolean);
const changed = [
  ...new Set([
    ...git("diff", "--name-only", since),
    ...git("ls-files", "--others", "--exclude-standard"),
  ]),
].filter((file) => existsSync(file));
const lintable = changed.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));

async function run(name: string, command: string, args: string[]): Promise<boolean> {
  const { code, output, ms } = await runCaptured(command, args);
  console.log(`\n${code === 0 ? "✓" : "✗"} ${name}: ${(ms / 1000).toFixed(0)} s`);
  if (code !== 0 || name === "tests of what changed") console.log(output);
  return code === 0;
}

console.log(`${changed.length} files changed since ${since}`);
const results = await Promise.all([
  run("typecheck", "npm", ["run", "typecheck"]),
  (async () => {
    const checks = [
      lintable.length > 0 ? run("lint", "npx", ["eslint", ...lintable]) : true,
      changed.length > 0
        ? run("format", "npx", ["prettier", "--check", "--ignore-unknown", ...changed])
        : true,
    ];
    const [lint, format] = await Promise.all(checks);
    const tests = await run("tests of what changed", "npx", [
      "vitest",
      "run",
      `--changed=${since}`,
      "--passWithNoTests",
    ]);
    return Boolean(lint) && Boolean(format) && tests;
  })(),
]);
const ok = results.every(Boolean);
console.log(
  `\n${ok ? "Checked" : "Failed"} in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
);
process.exit(ok ? 0 : 1);
