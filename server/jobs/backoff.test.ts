import { describe, expect, it } from "vitest";

import { retryDelayMs } from "./backoff";

const policy = { baseDelayMs: 1_000, maxDelayMs: 60_000, maxAttempts: 10 };

describe("retryDelayMs", () => {
  it("doubles the wait after each failure", () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, policy, middle))).toEqual([
      1_000, 2_000, 4_000, 8_000,
    ]);
  });

  it("never waits longer than the cap", () => {
    expect(retryDelayMs(30, policy, () => 0.5)).toBe(60_000);
  });

  it("spreads retries by up to 20% either way", () => {
    expect(retryDelayMs(1, policy, () => 0)).toBe(800);
    expect(retryDelayMs(1, policy, () => 1)).toBe(1_200);
  });
});
