import { advanceFlow, completionSummary, startFlow, wantsCallBack } from "#common/chat-flow.ts";
import { collectionErrorReply } from "#common/chat-text.ts";
import type { ChatFlow, ChatLead, ChatResponse, ChatTurn } from "#common/validation/chat.ts";
import { site } from "#content/site.ts";

import type { BuiltinProvider } from "../assistant/builtin-provider";
import type { OpenAiProvider } from "../assistant/openai-provider";
import type { Database } from "../db/client";
import type { TranscriptMessage } from "../db/schema";
import type { OutboxProcessor } from "../jobs/outbox-processor";
import { saveChatLead } from "../leads/chat-leads";
import type { DeliverySettings } from "../leads/record-lead";
import type { Logger } from "../logger";

/** The specification's answer when no reply can be produced at all. */
export const FALLBACK_REPLY =
  "I'm here to help with your electrical needs! How can I assist you today?";

export interface ChatDependencies {
  database: Database;
  logger: Logger;
  builtin: BuiltinProvider;
  /** Present when an OpenAI-compatible provider is configured. */
  ai?: OpenAiProvider;
  outbox: OutboxProcessor;
  deliveries: DeliverySettings;
  now?: () => Date;
}

export interface ChatInput {
  message: string;
  history: ChatTurn[];
  flow?: ChatFlow | null;
  transcript?: TranscriptMessage[];
}

export function createChatService(deps: ChatDependencies) {
  const now = deps.now ?? (() => new Date());
  const phone = site.phone.display;

  async function saveLead(lead: ChatLead, input: ChatInput, notice?: ChatFlow["notice"]) {
    const transcript = [
      ...(input.transcript ?? []),
      { sender: "user" as const, message: input.message },
    ];
    const shownAt = notice ? new Date(notice.shownAt) : now();
    const saved = await saveChatLead(
      { db: deps.database.db, deliveries: deps.deliveries, outbox: deps.outbox, now: now() },
      { lead, notice: { version: notice?.version ?? "", shownAt }, transcript },
    );
    // The lead is committed; its deliveries are under way and retried by the outbox worker.
    deps.logger.info({ leadId: saved.id }, "chat lead saved");
    return { id: saved.id };
  }

  async function continueFlow(flow: ChatFlow, input: ChatInput): Promise<ChatResponse> {
    try {
      const result = advanceFlow(flow, input.message);
      if (result.kind === "cancelled") return { response: result.reply, flow: null };
      if (result.kind !== "complete") return { response: result.reply, flow: result.flow };
      const lead = await saveLead(result.lead, input, result.notice);
      return { response: completionSummary(result.lead, phone), flow: null, lead };
    } catch (error) {
      // The specification: any error while collecting resets the conversation's context.
      deps.logger.error({ err: error }, "chat lead collection failed");
      return { response: collectionErrorReply(phone), flow: null };
    }
  }

  async function answerQuestion(input: ChatInput): Promise<ChatResponse> {
    if (deps.ai) {
      try {
        const answer = await deps.ai.answer(input.message, input.history);
        if (answer.kind !== "lead") return { response: answer.text };
        const lead = await saveLead(answer.lead, input, {
          version: "chat-ai",
          shownAt: now().toISOString(),
        });
        return { response: completionSummary(answer.lead, phone), lead };
      } catch (error) {
        deps.logger.warn({ err: error }, "AI provider failed; answering with the built-in one");
      }
    }
    try {
      return { response: deps.builtin.answer(input.message).text };
    } catch (error) {
      deps.logger.error({ err: error }, "built-in assistant failed");
      return { response: FALLBACK_REPLY };
    }
  }

  /** One visitor message in, one reply out, with the call-back flow's state carried along. */
  async function reply(input: ChatInput): Promise<ChatResponse> {
    if (input.flow) return continueFlow(input.flow, input);
    if (wantsCallBack(input.message)) {
      const { flow, reply: text } = startFlow(now());
      return { response: text, flow };
    }
    return answerQuestion(input);
  }

  return { reply };
}

export type ChatService = ReturnType<typeof createChatService>;
