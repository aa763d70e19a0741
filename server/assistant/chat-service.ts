import { flowLanguageOf, flowTexts, openingMessage } from "#common/chat-flow-text.ts";
import { advanceFlow, completionSummary, type FlowState } from "#common/chat-flow.ts";
import type { Locale } from "#common/i18n/locale.ts";
import type { ChatFlowRef, ChatLead, ChatResponse, ChatTurn } from "#common/validation/chat.ts";
import { site } from "#content/site.ts";

import type { Database } from "../db/client";
import type { TranscriptMessage } from "../db/schema";
import type { OutboxProcessor } from "../jobs/outbox-processor";
import { saveChatLead } from "../leads/chat-leads";
import type { DeliverySettings } from "../leads/record-lead";
import type { Logger } from "../logger";
import type { Assistant } from "./assistant";
import {
  claimFlow,
  discardFlow,
  exchange,
  findFlow,
  openFlow,
  saveTurn,
  withTurns,
  type ChatFlowRecord,
} from "./chat-flows";
import type { Language } from "./language";
import type { OpenAiProvider } from "./openai-provider";
import { screenForSafety } from "./safety";

/** The specification's answer when no reply can be produced at all. */
export const FALLBACK_REPLY =
  "I'm here to help with your electrical needs! How can I assist you today?";

/** What `screen` decides about a message: answer it with `response` instead. */
export interface ScreenVerdict {
  response: string;
}

export interface ChatDependencies {
  database: Database;
  logger: Logger;
  builtin: Assistant;
  /** Present when an OpenAI-compatible provider is configured. */
  ai?: OpenAiProvider;
  outbox: OutboxProcessor;
  deliveries: DeliverySettings;
  now?: () => Date;
  /**
   * The one place every message passes before the call-back flow or an assistant sees it: the
   * built-in assistant's safety rules unless a test gives another. A verdict is the reply
   * instead; an open flow stays at its step, with both messages in its transcript, and asks its
   * question again. null lets the message through.
   */
  screen?: (message: string) => ScreenVerdict | null | Promise<ScreenVerdict | null>;
}

export interface ChatInput {
  message: string;
  /** The last messages before this one, as the browser shows them: context, never evidence. */
  history: ChatTurn[];
  /**
   * The call-back flow the browser says it is in. The server's record decides what is asked; a
   * step that differs from it (an answer sent twice, a stale tab) is not taken as an answer.
   */
  flow?: { id?: string; step?: string } | null;
  /**
   * Counts one lead against this visitor's allowance (LEAD_RATE_LIMIT); false when they are
   * over it. Without it, leads are not limited.
   */
  admitLead?: () => Promise<boolean>;
  /** The edition of the page the widget is on; absent from older widgets (English). */
  language?: Locale;
}

/** Thrown inside a lead's transaction when its flow was already used or has expired. */
class FlowGoneError extends Error {}

/** Thrown inside a lead's transaction when the visitor is over their lead allowance. */
class LeadLimitedError extends Error {}

/**
 * Whether the visitor described danger anywhere in the conversation or in the job's description,
 * by the safety rules (which do not miss, and read "no sparks" as no danger). Such a call-back
 * waits on the emergency's clock: every minute, at any hour.
 */
export function describesDanger(lead: ChatLead, transcript: TranscriptMessage[]): boolean {
  const visitorsWords = transcript
    .filter((message) => message.sender === "user")
    .map((message) => message.message);
  return [...visitorsWords, lead.description].some(
    (text) => screenForSafety(text).danger !== undefined,
  );
}

const refOf = (flow: Pick<ChatFlowRecord, "id" | "step">): ChatFlowRef => ({
  id: flow.id,
  step: flow.step,
});

export function createChatService(deps: ChatDependencies) {
  const now = deps.now ?? (() => new Date());
  const screen =
    deps.screen ??
    ((message: string) => {
      const safety = deps.builtin.screen(message);
      return safety ? { response: safety.text } : null;
    });
  const phone = site.phone.display;
  const db = deps.database.db;
  const leadContext = () => ({
    db,
    deliveries: deps.deliveries,
    outbox: deps.outbox,
    now: now(),
  });

  /**
   * Saves the lead and deletes the flow it completes, in one transaction. The lead is counted
   * against the visitor's allowance only once the flow is claimed, so an answer sent twice
   * counts once.
   */
  async function saveLead(
    lead: ChatLead,
    flow: ChatFlowRecord,
    transcript: TranscriptMessage[],
    { admitLead, language }: Pick<ChatInput, "admitLead" | "language">,
  ) {
    const saved = await saveChatLead(leadContext(), {
      lead,
      // Afrikaans when the visitor wrote it or chose the Afrikaans page: they are called back in it.
      language: flow.language === "af" || language === "af" ? "af" : "en",
      notice: { version: flow.privacyNotice, shownAt: flow.privacyNoticeShownAt },
      transcript,
      urgent: describesDanger(lead, transcript),
      completes: async (tx) => {
        if (!(await claimFlow(tx, flow, now()))) throw new FlowGoneError();
        if (admitLead && !(await admitLead())) throw new LeadLimitedError();
      },
    });
    // Committed; its deliveries are under way, and the outbox worker retries any that fail.
    deps.logger.info({ leadId: saved.id, reference: saved.reference }, "chat lead saved");
    // The summary's words are the specification's; the link goes beside them, not into them.
    const statusUrl = deps.deliveries.statusLinks?.path(saved.reference, now());
    return { id: saved.id, ...(statusUrl ? { statusUrl } : {}) };
  }

  /**
   * Starts the call-back flow: the server shows the privacy notice (and records that it did) in
   * `language`, and keeps the flow; the browser gets its id and first step. The language is the
   * assistant's (every language it detects has the flow's texts).
   */
  async function startFlow(
    input: ChatInput,
    language: Language,
    /** An answer to the rest of the message ("how much is a CoC? call me"), shown first. */
    answered = "",
  ): Promise<ChatResponse> {
    const opening = openingMessage(language, phone);
    const reply = answered ? `${answered}\n\n${opening}` : opening;
    try {
      const flow = await openFlow(db, {
        language,
        context: input.history,
        message: input.message,
        reply,
        now: now(),
      });
      return { response: reply, flow: refOf(flow) };
    } catch (error) {
      deps.logger.error({ err: error }, "starting the call-back flow failed");
      return { response: flowTexts[language].collectionError(phone), flow: null };
    }
  }

  /** The visitor's last answer passed: save the lead, unless they are over the lead limit. */
  async function completeFlow(
    flow: ChatFlowRecord,
    lead: ChatLead,
    message: string,
    visitor: Pick<ChatInput, "admitLead" | "language">,
  ): Promise<ChatResponse> {
    const text = flowTexts[flow.language];
    const summary = completionSummary(lead, phone, flow.language);
    try {
      const saved = await saveLead(
        lead,
        flow,
        withTurns(flow.transcript, exchange(message, summary, now())),
        visitor,
      );
      return { response: summary, flow: null, lead: saved };
    } catch (error) {
      if (error instanceof FlowGoneError) return { response: text.flowLost(phone), flow: null };
      if (!(error instanceof LeadLimitedError)) throw error;
      // Nothing saved (the claim was rolled back); the flow waits at its last question for them
      // to try again, or to call.
      const reply = text.leadLimited(phone);
      deps.logger.info({ flowId: flow.id }, "chat lead over the lead limit");
      await saveTurn(db, flow, { state: flow, turns: exchange(message, reply, now()), now: now() });
      return { response: reply, flow: refOf(flow) };
    }
  }

  /** Moves the flow on with one answer, or holds it where it is. */
  async function continueFlow(
    flow: ChatFlowRecord,
    input: ChatInput,
    verdict: ScreenVerdict | null,
  ): Promise<ChatResponse> {
    const text = flowTexts[flow.language];
    const turn = (reply: string, state: FlowState = flow) =>
      saveTurn(db, flow, { state, turns: exchange(input.message, reply, now()), now: now() });

    if (verdict) {
      // Safety first, then the question still open, so nothing typed so far is lost.
      const reply = `${verdict.response}\n\n${text.resume} ${text.prompts[flow.step]}`;
      await turn(reply);
      return { response: reply, flow: refOf(flow) };
    }
    const claimed = input.flow?.step;
    if (claimed !== undefined && claimed !== flow.step) {
      // The answer was meant for another question: most often the same answer sent twice, which
      // must not land on the next question. The question the server has open is asked again.
      const reply = text.prompts[flow.step];
      await turn(reply);
      return { response: reply, flow: refOf(flow) };
    }
    const result = advanceFlow(flow, input.message, flow.language);
    switch (result.kind) {
      case "cancelled":
        await discardFlow(db, flow.id);
        return { response: result.reply, flow: null };
      case "invalid":
        await turn(result.reply);
        return { response: result.reply, flow: refOf(flow) };
      case "next": {
        if (await turn(result.reply, result.state)) {
          return { response: result.reply, flow: { id: flow.id, step: result.state.step } };
        }
        // Another answer moved the flow on meanwhile (or it expired): ask what it asks now.
        const current = await findFlow(db, flow.id, now());
        return current
          ? { response: text.prompts[current.step], flow: refOf(current) }
          : { response: text.flowLost(phone), flow: null };
      }
      case "complete":
        return completeFlow(flow, result.lead, input.message, input);
    }
  }

  /** A message for the flow the browser named, which must be one the server still has. */
  async function answerInFlow(
    id: string | undefined,
    input: ChatInput,
    verdict: ScreenVerdict | null,
  ): Promise<ChatResponse> {
    let flow: ChatFlowRecord | undefined;
    try {
      flow = id === undefined ? undefined : await findFlow(db, id, now());
    } catch (error) {
      deps.logger.error({ err: error }, "reading the call-back flow failed");
      return { response: flowTexts.en.collectionError(phone), flow: null };
    }
    if (!flow) {
      // Made up, finished, or left too long: nothing is saved, and the visitor is told so, in
      // the language of the last question they were asked.
      if (verdict) return { response: verdict.response, flow: null };
      const asked = input.history.findLast((turn) => turn.sender === "bot")?.message ?? "";
      const language = flowLanguageOf(asked) ?? "en";
      return { response: flowTexts[language].flowLost(phone), flow: null };
    }
    try {
      return await continueFlow(flow, input, verdict);
    } catch (error) {
      // The specification: any error while collecting resets the conversation's context.
      deps.logger.error({ err: error, flowId: flow.id }, "chat lead collection failed");
      await discardFlow(db, flow.id).catch(() => {});
      return { response: flowTexts[flow.language].collectionError(phone), flow: null };
    }
  }

  /**
   * A message outside the call-back flow: the built-in assistant understands it first, so a
   * call-back request always goes to the server's form; anything else is answered by the
   * OpenAI-compatible provider when there is one, and by the built-in answers otherwise.
   */
  async function answerQuestion(input: ChatInput): Promise<ChatResponse> {
    let understood;
    try {
      understood = deps.builtin.answer(input.message);
    } catch (error) {
      deps.logger.error({ err: error }, "built-in assistant failed");
      return { response: FALLBACK_REPLY };
    }
    if (understood.startsCallBack) {
      // On the Afrikaans edition the form asks in Afrikaans, even for "call me back"; a visitor
      // who wrote isiXhosa keeps the form the assistant has for them.
      const language =
        input.language === "af" && understood.language === "en" ? "af" : understood.language;
      return startFlow(input, language, understood.text);
    }
    // The risk model saw danger the rules have no words for: the safe answer, never a model's.
    if (understood.topics.some((topic) => topic.startsWith("safety:"))) {
      return { response: understood.text };
    }
    if (deps.ai) {
      try {
        const answer = await deps.ai.answer(input.message, input.history);
        return { response: understood.caution ? `${understood.caution}\n\n${answer}` : answer };
      } catch (error) {
        deps.logger.warn({ err: error }, "AI provider failed; answering with the built-in one");
      }
    }
    return { response: understood.text };
  }

  /**
   * One visitor message in, one reply out. Every message is screened first; then it goes to the
   * call-back flow the browser names, starts one, or is answered by the assistant.
   */
  async function reply(input: ChatInput): Promise<ChatResponse> {
    const verdict = (await screen(input.message)) ?? null;
    if (input.flow) return answerInFlow(input.flow.id, input, verdict);
    if (verdict) return { response: verdict.response };
    return answerQuestion(input);
  }

  return { reply };
}

export type ChatService = ReturnType<typeof createChatService>;
