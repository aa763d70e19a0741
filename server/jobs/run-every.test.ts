import { describe, expect, it, vi } from "vitest";

import { runEvery } from "./run-every";

describe("runEvery", () => {
  it("repeats its round, logs a failed one and goes on, and stop() waits for a round under way", async () => {
    vi.useFakeTimers();
    try {
      const failures: unknown[] = [];
      let rounds = 0;
      let finish: () => void = () => {};
      const job = runEvery(
        1000,
        async () => {
          rounds += 1;
          if (rounds === 1) throw new Error("database away");
          if (rounds === 3) await new Promise<void>((resolve) => (finish = resolve));
        },
        (error) => failures.push(error),
      );
      await vi.advanceTimersByTimeAsync(3000);
      expect(rounds).toBe(3);
      expect(failures).toEqual([new Error("database away")]);
      let stopped = false;
      const stopping = job.stop().then(() => (stopped = true));
      await vi.advanceTimersByTimeAsync(5000);
      expect(stopped).toBe(false);
      expect(rounds).toBe(3);
      finish();
      await stopping;
      expect(stopped).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
