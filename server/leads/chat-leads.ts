import type { ChatFlow, ChatLead } from "#common/validation/chat.ts";
import { getService } from "#content/index.ts";

import type { Db } from "../db/client";
import { chatbotSubmissions, chatTranscripts, type TranscriptMessage } from "../db/schema";
import { queueDeliveries, type DeliverySettings, type QueuedDeliveries } from "./deliveries";

export interface SaveChatLeadInput {
  lead: ChatLead;
  notice?: ChatFlow["notice"];
  transcript?: TranscriptMessage[];
  deliveries: DeliverySettings;
}

export interface SavedChatLead {
  id: string;
  queued: QueuedDeliveries;
}

/** Chat leads have no reference column (the specification's table); the id's start serves. */
export const chatReference = (id: string) => `CH-${id.slice(0, 8).toUpperCase()}`;

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
    const address = lead.location.trim();
    // The specification's send-chatbot-webhook body: the stored row, plus the address, which is
    // not stored in the row, as both location and address.
    const queued = await queueDeliveries(tx, input.deliveries, {
      subjectType: "chatbot_submission",
      subjectId: row.id,
      webhookPayload: {
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
      mail: {
        kind: "chat",
        reference: chatReference(row.id),
        name: row.name,
        email: row.email,
        phone: row.phone,
        details: [
          ["Service", getService(row.service)?.service.title ?? row.service],
          ["Address", address],
          ["What they need", row.description],
        ],
      },
    });
    return { id: row.id, queued };
  });
}
