/**
 * The call-back flows in progress, kept by the server (docs/decisions/013-chat-flow-on-the-server.md):
 * the browser holds only a flow's random id and step, so it can neither skip a question, nor
 * make up earlier answers, nor say which privacy notice it was shown and when.
 */
import { and, eq, gt, lt } from "drizzle-orm";

import { flowTexts, type FlowLanguage } from "#common/chat-flow-text.ts";
import type { FlowState } from "#common/chat-flow.ts";
import {
  CHAT_FLOW_IDLE_MS,
  CHAT_HISTORY_LIMIT,
  CHAT_TRANSCRIPT_MAX_MESSAGES,
} from "#common/limits.ts";
import type { ChatTurn, LeadField } from "#common/validation/chat.ts";

import { isUuid } from "../admin/lead-sources";
import type { Db, Transaction } from "../db/client";
import { chatFlows, type TranscriptMessage } from "../db/schema";

export type ChatFlowRecord = Omit<typeof chatFlows.$inferSelect, "step" | "language"> & {
  step: LeadField;
  language: FlowLanguage;
};

const expiresAfter = (now: Date) => new Date(now.getTime() + CHAT_FLOW_IDLE_MS);

/** The conversation with `turns` added, keeping the latest CHAT_TRANSCRIPT_MAX_MESSAGES. */
export const withTurns = (transcript: TranscriptMessage[], turns: TranscriptMessage[]) =>
  [...transcript, ...turns].slice(-CHAT_TRANSCRIPT_MAX_MESSAGES);

/** A visitor's message and the reply to it, as the transcript keeps them. */
export function exchange(message: string, reply: string, now: Date): TranscriptMessage[] {
  const at = now.toISOString();
  return [
    { sender: "user", message, at },
    { sender: "bot", message: reply, at },
  ];
}

/** How much of each earlier visitor message is kept as context. */
const CONTEXT_MESSAGE_MAX_LENGTH = 300;

/**
 * Starts a flow at the first question. The privacy notice is the one for `language`, shown now.
 * Of what the browser says came before, only the visitor's own last messages are kept, shortened
 * and without a time: the browser could claim anything, and a "bot" line from it would read as
 * the assistant's in the inbox. Then the message that started the flow and the reply to it.
 */
export async function openFlow(
  db: Db,
  input: { language: FlowLanguage; context: ChatTurn[]; message: string; reply: string; now: Date },
): Promise<ChatFlowRecord> {
  const [row] = await db
    .insert(chatFlows)
    .values({
      step: "name",
      values: {},
      language: input.language,
      privacyNotice: flowTexts[input.language].privacyNoticeVersion,
      privacyNoticeShownAt: input.now,
      transcript: withTurns(
        input.context
          .slice(-CHAT_HISTORY_LIMIT)
          .filter(({ sender }) => sender === "user")
          .map(({ message }) => ({
            sender: "user" as const,
            message: message.slice(0, CONTEXT_MESSAGE_MAX_LENGTH),
          })),
        exchange(input.message, input.reply, input.now),
      ),
      createdAt: input.now,
      updatedAt: input.now,
      expiresAt: expiresAfter(input.now),
    })
    .returning();
  if (!row) throw new Error("No data returned from database insert");
  return row as ChatFlowRecord;
}

/** The flow, unless the id is unknown, the flow has ended, or it has been left too long. */
export async function findFlow(db: Db, id: string, now: Date): Promise<ChatFlowRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(chatFlows)
    .where(and(eq(chatFlows.id, id), gt(chatFlows.expiresAt, now)));
  return row as ChatFlowRecord | undefined;
}

/**
 * Records an answered turn: the flow's new state and the two messages. Only a flow still at the
 * step it was read at is changed, so two answers sent at once cannot both move it on; false when
 * it was not (it moved on, ended or expired meanwhile).
 */
export async function saveTurn(
  db: Db,
  flow: ChatFlowRecord,
  input: { state: FlowState; turns: TranscriptMessage[]; now: Date },
): Promise<boolean> {
  const changed = await db
    .update(chatFlows)
    .set({
      step: input.state.step,
      values: input.state.values,
      transcript: withTurns(flow.transcript, input.turns),
      updatedAt: input.now,
      expiresAt: expiresAfter(input.now),
    })
    .where(
      and(
        eq(chatFlows.id, flow.id),
        eq(chatFlows.step, flow.step),
        gt(chatFlows.expiresAt, input.now),
      ),
    )
    .returning({ id: chatFlows.id });
  return changed.length > 0;
}

/**
 * Deletes the flow inside the transaction that saves its lead, if it is still at `step` and
 * alive: the lead and the end of the flow are committed together, so one flow gives one lead at
 * most. False when another request got there first (or the flow expired).
 */
export async function claimFlow(
  tx: Transaction,
  flow: Pick<ChatFlowRecord, "id" | "step">,
  now: Date,
): Promise<boolean> {
  const deleted = await tx
    .delete(chatFlows)
    .where(
      and(eq(chatFlows.id, flow.id), eq(chatFlows.step, flow.step), gt(chatFlows.expiresAt, now)),
    )
    .returning({ id: chatFlows.id });
  return deleted.length > 0;
}

/** Ends a flow without a lead (cancelled, or failed half-way): its details go with it. */
export async function discardFlow(db: Db, id: string): Promise<void> {
  await db.delete(chatFlows).where(eq(chatFlows.id, id));
}

/** Removes the flows left idle past their expiry (the retention job); returns how many. */
export async function deleteExpiredFlows(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(chatFlows)
    .where(lt(chatFlows.expiresAt, now))
    .returning({ id: chatFlows.id });
  return deleted.length;
}
