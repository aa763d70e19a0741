/**
 * `npm run lockfile:complete`, after any `npm install` that changes dependencies.
 *
 * The registry mirror our machines and CI use serves native add-ons only for the platforms it
 * runs on, so `npm install` here leaves the other platforms' optional binaries (rollup's, Tailwind
 * oxide's, …) out of package-lock.json, and `npm ci` then refuses the lock as out of sync. This
 * writes those entries back the way the public registry would: name, version and the os/cpu/libc
 * that make npm skip them on any other machine. Without an integrity hash npm fetches them by
 * version on the machines that need them (a newcomer's Mac, say).
 */
import { readFileSync, writeFileSync } from "node:fs";

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

const systems = [
  "android",
  "darwin",
  "freebsd",
  "linux",
  "openbsd",
  "openharmony",
  "win32",
  "sunos",
  "aix",
  "netbsd",
];
const cpus = [
  "arm64",
  "arm",
  "x64",
  "ia32",
  "loong64",
  "ppc64",
  "riscv64",
  "s390x",
  "mips64el",
  "wasm32",
];

/** Platform fields from a binary package's name, e.g. rollup-linux-arm-musleabihf. */
export function platformOf(name: string): Pick<LockEntry, "os" | "cpu" | "libc"> | undefined {
  const parts = name.replace(/^@[^/]+\//, "").split("-");
  const cpu = cpus.find((candidate) => parts.includes(candidate));
  if (!cpu) return undefined;
  const os = systems.find((candidate) => parts.includes(candidate));
  const libc = parts.some((part) => part.startsWith("musl"))
    ? ["musl"]
    : os === "linux" && parts.some((part) => part.startsWith("gnu"))
      ? ["glibc"]
      : undefined;
  return { ...(os ? { os: [os] } : {}), cpu: [cpu], ...(libc ? { libc } : {}) };
}

const lockPath = process.argv[2] ?? "package-lock.json";
const lock = JSON.parse(readFileSync(lockPath, "utf8")) as { packages: Record<string, LockEntry> };
const added: string[] = [];

/** The node_modules folders Node searches from a package: its own, then each ancestor's. */
function searchFolders(path: string): string[] {
  const folders: string[] = [];
  let current = path;
  for (;;) {
    folders.push(current === "" ? "node_modules" : `${current}/node_modules`);
    if (current === "") return folders;
    const cut = current.lastIndexOf("/node_modules/");
    current = cut === -1 ? "" : current.slice(0, cut);
  }
}

for (const [path, entry] of Object.entries(lock.packages)) {
  const optional = Object.entries(entry.optionalDependencies ?? {});
  const resolve = (name: string) =>
    searchFolders(path).find((folder) => lock.packages[`${folder}/${name}`]);
  // The missing binaries belong beside the ones of the same parent that are installed.
  const siblingFolder = optional
    .map(([name, version]) => {
      const folder = resolve(name);
      return folder && lock.packages[`${folder}/${name}`]?.version === version ? folder : undefined;
    })
    .find(Boolean);
  for (const [name, version] of optional) {
    if (resolve(name)) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    const folder = siblingFolder ?? (path === "" ? "node_modules" : `${path}/node_modules`);
    lock.packages[`${folder}/${name}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added.push(`${name}@${version}`);
  }
}

const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === "" ? -1 : b === "" ? 1 : a.localeCompare(b),
  ),
);
writeFileSync(lockPath, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(
  added.length
    ? `added ${added.length} platform entries:\n  ${added.join("\n  ")}`
    : "lock file complete",
);
