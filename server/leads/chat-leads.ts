/** Call-back requests from the chat: the specification's row and its transcript, through recordLead. */
import type { Locale } from "#common/i18n/locale.ts";
import type { ChatLead } from "#common/validation/chat.ts";

import type { Transaction } from "../db/client";
import { chatbotSubmissions, chatTranscripts, type TranscriptMessage } from "../db/schema";
import { recordLead, serviceTitleOf, type LeadContext, type RecordedLead } from "./record-lead";

export interface ChatLeadInput {
  lead: ChatLead;
  /** Which privacy notice the visitor was shown, and when (POPIA section 18). */
  notice: { version: string; shownAt: Date };
  transcript: TranscriptMessage[];
  /** The visitor described danger: the lead waits on the emergency's clock. */
  urgent?: boolean;
  /** The language the visitor used; English when not given. */
  language?: Locale;
  /**
   * Runs first in the lead's transaction (the chat deletes the flow the lead completes there);
   * throwing leaves nothing saved.
   */
  completes?: (tx: Transaction) => Promise<void>;
}

export function saveChatLead(context: LeadContext, input: ChatLeadInput): Promise<RecordedLead> {
  const { lead } = input;
  const address = lead.location.trim();
  return recordLead(context, {
    kind: "chatbot_submission",
    insert: async (tx, { id }) => {
      await input.completes?.(tx);
      const [row] = await tx
        .insert(chatbotSubmissions)
        .values({
          id,
          name: lead.name.trim(),
          phone: lead.phone.trim(),
          email: lead.email.trim(),
          service: lead.service.trim(),
          description: lead.description.trim(),
          address,
          urgent: input.urgent ?? false,
          language: input.language ?? "en",
          privacyNotice: input.notice.version,
          privacyNoticeShownAt: input.notice.shownAt,
        })
        .returning();
      if (row && input.transcript.length > 0) {
        await tx
          .insert(chatTranscripts)
          .values({ submissionId: row.id, messages: input.transcript });
      }
      return row;
    },
    // The specification's send-chatbot-webhook body: the stored row, with the address as both
    // location and address.
    webhookRecord: (row) => ({
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
      location: row.address,
      address: row.address,
    }),
    mail: (row) => ({
      name: row.name,
      email: row.email,
      phone: row.phone,
      details: [
        ["Service", serviceTitleOf(row.service)],
        ["Address", row.address],
        ["What they need", row.description],
      ],
      language: input.language ?? "en",
    }),
    alert: (row) => ({
      service: serviceTitleOf(row.service),
      place: row.address,
      dangerDescribed: row.urgent,
    }),
  });
}
