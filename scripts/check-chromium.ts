// Fails early, before the build, when the browser tests would have no browser to run in.
import { findChromium, findHeadlessShell } from "../tests/setup/chromium";

try {
  const full = findChromium();
  const shell = findHeadlessShell();
  console.log(
    shell === full
      ? `Browser tests will use ${full} (install chromium-headless-shell for a third less CPU)`
      : `Browser tests will use ${shell}, and ${full} for web push`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
