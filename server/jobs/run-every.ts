/**
 * A check the server repeats while it runs (escalation, booking reminders): a round that fails is
 * logged and the next one tries again, the timer never keeps the process alive, and stop() waits
 * for a round in progress, so a clean shutdown never cuts one off half-way.
 */
export function runEvery(
  intervalMs: number,
  round: () => Promise<void>,
  onError: (error: unknown) => void,
) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = round().catch(onError);
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
