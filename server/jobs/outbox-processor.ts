import type { Database } from "../db/client";
import type { Logger } from "../logger";
import type { MailMessage, Mailer } from "../mail/mailer";
import { deliverPush, type PushRow } from "../push/deliver-push";
import type { PushSender } from "../push/send-push";
import { sendTemplate, type TemplateMessage, type WhatsAppSender } from "../whatsapp/cloud-api";
import type { RetryPolicy } from "./backoff";
import type { DeliveryResult } from "./delivery";
import { claimDue, DEFAULT_LEASE_MS, recordAttempt, type OutboxRow } from "./outbox";
import { deliverWebhook, type WebhookTarget } from "./webhook";

export interface OutboxProcessorOptions {
  database: Database;
  logger: Logger;
  policy: RetryPolicy;
  /** Where webhook rows go; without it they fail and wait for a URL to be configured. */
  webhook?: WebhookTarget;
  /** Sends "email" rows; without it they fail and wait for SMTP to be configured. */
  mailer?: Mailer;
  /** Sends "push" rows: new-lead alerts to the admins' devices. */
  push?: PushSender;
  /** Sends "whatsapp" rows; without it they fail and wait for the Cloud API to be configured. */
  whatsapp?: WhatsAppSender;
  /** How long one claimed row is reserved: more than one delivery attempt can take. */
  leaseMs?: number;
}

export function createOutboxProcessor({
  database,
  logger,
  policy,
  webhook,
  mailer,
  push,
  whatsapp,
  leaseMs = DEFAULT_LEASE_MS,
}: OutboxProcessorOptions) {
  const inFlight = new Set<Promise<unknown>>();

  async function deliver(row: OutboxRow): Promise<DeliveryResult> {
    if (row.kind === "webhook" && webhook) return deliverWebhook(webhook, row.payload, row.id);
    if (row.kind === "email" && mailer) {
      return mailer.send(row.payload as unknown as MailMessage, row.id);
    }
    if (row.kind === "push" && push) {
      return deliverPush(database.db, push, row.payload as unknown as PushRow);
    }
    if (row.kind === "whatsapp" && whatsapp) {
      return sendTemplate(whatsapp, row.payload as unknown as TemplateMessage);
    }
    return {
      ok: false,
      error: `Delivery service error: nothing configured for "${row.kind}"`,
      durationMs: 0,
    };
  }

  async function handle(row: OutboxRow): Promise<DeliveryResult> {
    const result = await deliver(row);
    const status = await recordAttempt(database.db, row, result, policy);
    const details = {
      outboxId: row.id,
      kind: row.kind,
      attempt: row.attempts,
      status,
      ms: result.durationMs,
    };
    if (result.ok) logger.info(details, "delivered");
    else logger.warn({ ...details, error: result.error }, "delivery failed");
    return result;
  }

  /** One attempt at a row just written, so the first delivery does not wait for the worker. */
  async function deliverNow(id: string): Promise<DeliveryResult | undefined> {
    const [row] = await claimDue(database.db, 1, id, leaseMs);
    return row ? handle(row) : undefined;
  }

  return {
    deliverNow,
    /**
     * First attempts at rows just written, without making the visitor wait for them; a failure
     * is logged and left to the worker's retries.
     */
    deliverSoon(ids: readonly string[]): void {
      for (const id of ids) {
        const attempt = deliverNow(id).catch((error: unknown) => {
          logger.error({ err: error, outboxId: id }, "first delivery attempt failed");
        });
        inFlight.add(attempt);
        void attempt.finally(() => inFlight.delete(attempt));
      }
    },
    /** Waits for the deliveries started by deliverSoon (at shutdown, and in tests). */
    async drain(): Promise<void> {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
    /** Delivers what is due, up to `limit` rows; returns how many it tried. */
    async runOnce(limit = 10): Promise<number> {
      // One row claimed at a time, so a lease only has to cover one attempt, not a batch.
      let tried = 0;
      while (tried < limit) {
        const [row] = await claimDue(database.db, 1, undefined, leaseMs);
        if (!row) break;
        await handle(row);
        tried++;
      }
      return tried;
    },
  };
}

export type OutboxProcessor = ReturnType<typeof createOutboxProcessor>;

/** Polls for due deliveries until stopped; a full batch means there may be more, so it goes on. */
export function startOutboxWorker(
  processor: OutboxProcessor,
  {
    intervalMs,
    logger,
    batchSize = 10,
  }: { intervalMs: number; logger: Logger; batchSize?: number },
) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = async () => {
    try {
      while (!stopped && (await processor.runOnce(batchSize)) === batchSize);
    } catch (error) {
      logger.error({ err: error }, "outbox worker run failed");
    }
    if (!stopped) timer = setTimeout(() => (running = tick()), intervalMs);
  };
  timer = setTimeout(() => (running = tick()), intervalMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await processor.drain();
    },
  };
}
