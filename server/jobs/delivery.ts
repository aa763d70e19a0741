/**
 * One attempt at delivering an outbox row, by whichever channel (the webhook, e-mail): what the
 * outbox records in delivery_attempts and retries on.
 */
export interface DeliveryResult {
  ok: boolean;
  statusCode?: number;
  error?: string;
  durationMs: number;
}
