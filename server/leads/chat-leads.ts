import type { ChatFlow, ChatLead } from "#common/validation/chat.ts";

import type { Db } from "../db/client";
import { chatbotSubmissions, chatTranscripts, type TranscriptMessage } from "../db/schema";
import { enqueue } from "../jobs/outbox";

export interface SaveChatLeadInput {
  lead: ChatLead;
  notice?: ChatFlow["notice"];
  transcript?: TranscriptMessage[];
  /** Queue the webhook delivery in the same transaction (when a webhook is configured). */
  webhook: boolean;
}

export interface SavedChatLead {
  id: string;
  outboxId?: string;
}

/**
 * Commits the lead (and its transcript and webhook delivery) in one transaction, so a lead is
 * either saved with everything that must happen after it, or not at all.
 */
export async function saveChatLead(db: Db, input: SaveChatLeadInput): Promise<SavedChatLead> {
  const { lead } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatbotSubmissions)
      .values({
        name: lead.name.trim(),
        phone: lead.phone.trim(),
        email: lead.email.trim(),
        service: lead.service.trim(),
        description: lead.description.trim(),
        privacyNotice: input.notice?.version ?? null,
        privacyNoticeShownAt: input.notice ? new Date(input.notice.shownAt) : null,
      })
      .returning();
    if (!row) throw new Error("No data returned from database insert");
    if (input.transcript?.length) {
      await tx.insert(chatTranscripts).values({ submissionId: row.id, messages: input.transcript });
    }
    if (!input.webhook) return { id: row.id };
    const address = lead.location.trim();
    // The specification's send-chatbot-webhook body: the stored row, plus the address, which is
    // not stored in the row, as both location and address.
    const outboxId = await enqueue(tx, {
      kind: "webhook",
      subjectType: "chatbot_submission",
      subjectId: row.id,
      payload: {
        type: "chatbot_submission",
        record: {
          id: row.id,
          name: row.name,
          phone: row.phone,
          email: row.email,
          service: row.service,
          description: row.description,
          property_type: row.propertyType,
          preferred_contact: row.preferredContact,
          timeframe: row.timeframe,
          source: row.source,
          created_at: row.createdAt.toISOString(),
          location: address,
          address,
        },
      },
    });
    return { id: row.id, outboxId };
  });
}
