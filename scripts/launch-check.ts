/**
 * `npm run launch:check`: what stands between this site and the real business going live. It
 * lists every fact still made up, every claim not confirmed, every invented testimonial or case
 * study, and what the production environment lacks, each with the file to edit, and exits 1
 * while anything that blocks a launch is open. Run it with the production environment (.env).
 */
import { loadDotEnv, loadEnv } from "#server/env.ts";
import { launchReadiness } from "#server/launch-readiness.ts";

loadDotEnv();
const items = launchReadiness(loadEnv({ ...process.env, NODE_ENV: "production" }));
const blocking = items.filter((item) => item.blocking);

for (const file of new Set(items.map((item) => item.file))) {
  console.log(`\n${file}`);
  for (const item of items.filter((open) => open.file === file)) {
    console.log(`  ${item.blocking ? "✗" : "-"} ${item.message}`);
  }
}
console.log(
  blocking.length === 0
    ? "\nReady to launch: nothing blocking is open."
    : `\nNot ready: ${blocking.length} to do (✗) before the site goes live; - is optional.`,
);
process.exitCode = blocking.length === 0 ? 0 : 1;
