// Runs before `npm start`: builds the site when there is no build yet, so `npm ci && npm start`
// works on a fresh clone. Plain JavaScript because it must run where dev tools are not installed.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";

const outputs = [
  "build/node/index.js",
  "build/node/admin-create.js",
  "build/node/db-backup.js",
  "build/node/db-restore.js",
  "build/node/train-models.js",
  "build/server/index.js",
  "build/client/index.html",
];

if (outputs.every((file) => existsSync(file))) {
  const builtAt = statSync("build/node/index.js").mtime.toISOString();
  console.log(`Using the build from ${builtAt}; run "npm run build" after changing the code.`);
} else {
  console.log("No build found: building the site first (about a minute).");
  const result = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  process.exit(result.status ?? 1);
}
