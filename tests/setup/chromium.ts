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
