import { afterEach, beforeEach, vi, type MockInstance } from "vitest";

/**
 * A stray console.error fails the test (Epic Stack's rule): it usually means a React warning or
 * an error that was swallowed. A test that expects one calls `consoleError.mockImplementation`.
 */
export let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  const original = console.error;
  consoleError = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    original(...args);
    throw new Error("console.error was called; see the output above. Opt in if it is expected.");
  });
});

afterEach(() => {
  consoleError.mockRestore();
});
