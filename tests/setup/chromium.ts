import { existsSync } from "node:fs";

/** Where Debian, Ubuntu, Fedora, macOS and Windows put Chromium or Chrome. */
const candidates = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/snap/bin/chromium",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe",
];

export const installHelp = [
  "The browser tests need Chromium or Chrome, and none was found.",
  "  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium",
  "  Fedora:         sudo dnf install chromium",
  "  macOS:          brew install --cask chromium",
  "Or point CHROMIUM_PATH at an installed Chrome or Chromium binary.",
  "(Playwright's own browser download is not used: `npx playwright install` is not needed.)",
].join("\n");

export function findChromium(env: Record<string, string | undefined> = process.env): string {
  const configured = env.CHROMIUM_PATH;
  if (configured) {
    if (existsSync(configured)) return configured;
    throw new Error(`CHROMIUM_PATH is set to ${configured}, but no file is there.\n${installHelp}`);
  }
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error(installHelp);
  return found;
}

/** Debian's and Playwright's name for the old headless shell. */
const headlessShells = [
  "/usr/bin/chromium-headless-shell",
  "/usr/lib/chromium/chromium-headless-shell",
];

/**
 * The browser for tests that need no browser chrome: Chromium's old headless shell when it is
 * installed (Debian's chromium-headless-shell), the full browser otherwise. The shell is the same
 * Blink and V8 without the browser's user interface, and Playwright's own default for headless
 * runs; here it took a third less CPU per page (a11y.spec.ts: 109 s to 68 s). It has no web push,
 * so the specs that subscribe a device to alerts run in the full browser (playwright.config.ts).
 * CHROMIUM_PATH, when set, is used for everything.
 */
export function findHeadlessShell(env: Record<string, string | undefined> = process.env): string {
  if (env.CHROMIUM_PATH) return findChromium(env);
  return headlessShells.find((path) => existsSync(path)) ?? findChromium(env);
}

/** Flags that keep Chromium from reaching out to the network or needing a sandbox as root. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
