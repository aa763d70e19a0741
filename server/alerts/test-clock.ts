/**
 * Tests only (TEST_CLOCK_FILE): a clock a browser test can move forward without waiting, so an
 * unanswered lead can be shown escalating. The file holds how many milliseconds to add to the real
 * time; no file, or anything else in it, means no offset. Read on every tick, so writing the file
 * moves the clock at once.
 */
import { readFileSync } from "node:fs";

export function offsetClock(path: string, realNow: () => number = Date.now): () => Date {
  return () => {
    let offset = 0;
    try {
      const text = readFileSync(path, "utf8").trim();
      if (/^\d{1,12}$/.test(text)) offset = Number(text);
    } catch {
      // No file yet: the real time.
    }
    return new Date(realNow() + offset);
  };
}
