export interface RetryPolicy {
  /** Delay before the second attempt; each later one doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts a delivery is marked failed and left for a person. */
  maxAttempts: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 6 * 60 * 60_000,
  maxAttempts: 12,
};

/**
 * The wait before the next attempt after `attempt` failures: exponential, capped, with ±20%
 * jitter so that many deliveries failing together do not retry together.
 */
export function retryDelayMs(
  attempt: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const exponential = policy.baseDelayMs * 2 ** Math.max(0, attempt - 1);
  const capped = Math.min(exponential, policy.maxDelayMs);
  return Math.round(capped * (0.8 + 0.4 * random()));
}
