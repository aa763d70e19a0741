import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startWebhookReceiver } from "#tests/mocks/webhook-receiver.ts";

import { deliverWebhook, signPayload, verifySignature } from "./webhook";

const secret = "a-long-enough-secret";

describe("signatures", () => {
  it("verify with the same secret and body only", () => {
    const body = JSON.stringify({ type: "chatbot_submission" });
    const header = signPayload(body, secret, 1_700_000_000);
    expect(header).toMatch(/^t=1700000000,v1=[0-9a-f]{64}$/);
    expect(verifySignature(body, header, secret, 1_700_000_010)).toBe(true);
    expect(verifySignature(`${body} `, header, secret, 1_700_000_010)).toBe(false);
    expect(verifySignature(body, header, "another-secret-value", 1_700_000_010)).toBe(false);
  });

  it("refuse an old signature, so a captured request cannot be replayed", () => {
    const header = signPayload("{}", secret, 1_700_000_000);
    expect(verifySignature("{}", header, secret, 1_700_000_000 + 301)).toBe(false);
  });
});

describe("deliverWebhook", () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());

  it("reports success for a 2xx answer", async () => {
    const result = await deliverWebhook(
      { url: receiver.url, secret, timeoutMs: 1_000 },
      { a: 1 },
      "key-1",
    );
    expect(result).toMatchObject({ ok: true, statusCode: 200 });
    expect(receiver.received.at(-1)?.headers["idempotency-key"]).toBe("key-1");
  });

  it("reports the status the receiver gave when it refuses", async () => {
    receiver.fail(500);
    const result = await deliverWebhook(
      { url: receiver.url, secret, timeoutMs: 1_000 },
      {},
      "key-2",
    );
    receiver.recover();
    expect(result).toMatchObject({ ok: false, statusCode: 500, error: "Webhook failed: HTTP 500" });
  });

  it("reports a receiver that cannot be reached", async () => {
    const result = await deliverWebhook(
      { url: "http://127.0.0.1:9/nowhere", secret, timeoutMs: 1_000 },
      {},
      "key-3",
    );
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/^Webhook service error: /);
  });
});
