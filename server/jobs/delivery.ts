/**
 * One attempt at delivering an outbox row, by whichever channel (the webhook, e-mail, a push alert, WhatsApp): what the
 * outbox records in delivery_attempts and retries on.
 */
export interface DeliveryResult {
  ok: boolean;
  statusCode?: number;
  error?: string;
  durationMs: number;
  /** The receiver will never take this row (a device that unsubscribed): no more retries. */
  final?: boolean;
}

/**
 * One HTTP delivery attempt, timed and worded the way every channel words it: "<channel> failed:
 * HTTP 503" (or the receiver's own reason, from `explain`) when it answers with an error, and
 * "<channel> service error: …" when it cannot be reached or does not answer in time.
 */
export async function timedDelivery(
  channel: string,
  send: () => Promise<Response>,
  explain?: (response: Response) => Promise<string | undefined>,
): Promise<DeliveryResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await send();
    const reason = response.ok ? undefined : await explain?.(response);
    // Whatever is left of the body is not needed; reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return { ok: true, statusCode: response.status, durationMs: elapsed() };
    return {
      ok: false,
      statusCode: response.status,
      error: `${channel} failed: ${reason ?? `HTTP ${response.status}`}`,
      durationMs: elapsed(),
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, error: `${channel} service error: ${reason}`, durationMs: elapsed() };
  }
}
