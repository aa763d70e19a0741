import { execFileSync } from "node:child_process";

/**
 * The date each source file last changed, from git history, for the sitemap's <lastmod>. The
 * sitemap is rendered at build time; without git (a tarball deploy) every page gets the build date.
 */
export function lastChangeDates(folders: string[]): Map<string, string> {
  const dates = new Map<string, string>();
  let log: string;
  try {
    log = execFileSync("git", ["log", "--format=date %cs", "--name-only", "--", ...folders], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 32 * 1024 * 1024,
    });
  } catch {
    return dates;
  }
  let date = "";
  for (const line of log.split("\n")) {
    if (line.startsWith("date ")) date = line.slice(5);
    // The log is newest first, so the first date seen for a file is its last change.
    else if (line && !dates.has(line)) dates.set(line, date);
  }
  return dates;
}

/** The most recent of the given files' dates, or `fallback` when none is known. */
export function latestOf(dates: Map<string, string>, files: string[], fallback: string): string {
  const known = files.map((file) => dates.get(file)).filter((date): date is string => !!date);
  return known.length ? known.sort().at(-1)! : fallback;
}
