import { describe, expect, it, vi } from "vitest";

import { makeChatLead } from "#tests/fixtures/test-leads.ts";
import { setUpAdminApiTests } from "#tests/setup/admin-tests.ts";

import { claimDue, recordAttempt } from "../../jobs/outbox";
import { adminErrors } from "./replies";

const api = setUpAdminApiTests();
const { call, appFor, webhookOf, failWebhook } = api;

describe("POST /api/admin/deliveries/:id/retry", () => {
  it("queues a failed delivery again and tries it at once when it can", async () => {
    const { db } = api;
    const lead = await makeChatLead(db);
    const id = await failWebhook(lead);
    const deliverSoon = vi.fn();
    const reply = await call(`/deliveries/${id}/retry`, {
      method: "POST",
      app: appFor({ outbox: { deliverSoon, deliverNow: vi.fn() } }),
    });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ id, status: "pending", previousStatus: "failed" });
    expect(deliverSoon).toHaveBeenCalledWith([id]);
    expect((await webhookOf(lead)).status).toBe("pending");
    const detail = await call(`/leads/chatbot_submission/${lead.id}`);
    expect(detail.json.history).toMatchObject([{ kind: "retry", fromValue: "failed" }]);
  });

  it("answers 409 for a delivered row and 404 for an unknown one", async () => {
    const { db } = api;
    const lead = await makeChatLead(db);
    const webhook = await webhookOf(lead);
    const [claimed] = await claimDue(db, 1, webhook.id);
    const inFlight = await call(`/deliveries/${webhook.id}/retry`, { method: "POST" });
    expect(inFlight.status).toBe(409);
    expect(inFlight.json).toEqual({ error: adminErrors.inProgress });
    await recordAttempt(
      db,
      claimed!,
      { ok: true, statusCode: 200, durationMs: 1 },
      {
        baseDelayMs: 1,
        maxDelayMs: 1,
        maxAttempts: 1,
      },
    );
    const delivered = await call(`/deliveries/${webhook.id}/retry`, { method: "POST" });
    expect(delivered.status).toBe(409);
    expect(delivered.json).toEqual({ error: adminErrors.delivered });
    const unknown = await call(`/deliveries/${crypto.randomUUID()}/retry`, { method: "POST" });
    expect(unknown.status).toBe(404);
    expect((await call("/deliveries/x/retry", { method: "POST" })).status).toBe(404);
  });
});
