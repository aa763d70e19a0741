// Fails early, before the build, when the browser tests would have no browser to run in.
import { findChromium } from "../tests/setup/chromium";

try {
  console.log(`Browser tests will use ${findChromium()}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
