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
