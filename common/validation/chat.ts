import * as z from "zod/mini";

import { chatMessages } from "../chat-text";
import {
  CHAT_HISTORY_LIMIT,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_TRANSCRIPT_MAX_MESSAGES,
} from "../limits";
import {
  descriptionSchema,
  emailSchema,
  locationSchema,
  nameSchema,
  phoneSchema,
  serviceSchema,
  withoutControlCharacters,
} from "./fields";

/**
 * The visitor's message: present after trimming, and at most 1000 characters. Control characters
 * are dropped first: the chat keeps the conversation, and the database cannot store NUL.
 */
export const chatMessageSchema = z.pipe(
  z.string(chatMessages.empty),
  z
    .string(chatMessages.empty)
    .check(
      z.overwrite(withoutControlCharacters),
      z.trim(),
      z.minLength(1, chatMessages.empty),
      z.maxLength(CHAT_MESSAGE_MAX_LENGTH, chatMessages.tooLong),
    ),
);

export const chatTurnSchema = z.object({
  sender: z.enum(["user", "bot"]),
  message: z.pipe(
    z.string(),
    z.string().check(z.maxLength(4000), z.overwrite(withoutControlCharacters)),
  ),
});
export type ChatTurn = z.infer<typeof chatTurnSchema>;

/** The details a call-back needs, in the order the chat asks for them. */
export const leadFields = ["name", "phone", "email", "service", "description", "location"] as const;
export type LeadField = (typeof leadFields)[number];

export const leadFieldSchemas = {
  name: nameSchema,
  phone: phoneSchema,
  email: emailSchema,
  service: serviceSchema,
  description: descriptionSchema,
  location: locationSchema,
} satisfies Record<LeadField, z.ZodMiniType<string>>;

export const chatLeadSchema = z.object(leadFieldSchemas);
export type ChatLead = z.infer<typeof chatLeadSchema>;

const partialValue = z.optional(z.pipe(z.string(), z.string().check(z.maxLength(1000))));

/** Where the visitor is in the call-back flow; the browser keeps it and sends it back. */
export const chatFlowSchema = z.object({
  step: z.enum(leadFields),
  values: z.object({
    name: partialValue,
    phone: partialValue,
    email: partialValue,
    service: partialValue,
    description: partialValue,
    location: partialValue,
  }),
  /** Which privacy notice the visitor was shown, and when (POPIA section 18). */
  notice: z.object({
    version: z.string().check(z.maxLength(40)),
    shownAt: z.iso.datetime(),
  }),
});
export type ChatFlow = z.infer<typeof chatFlowSchema>;

export const chatRequestSchema = z.object({
  message: z.optional(z.unknown()),
  // Only the last messages travel with a question; older ones are dropped, not refused.
  history: z.pipe(
    z._default(z.array(chatTurnSchema).check(z.maxLength(50)), []),
    z.transform((turns: ChatTurn[]) => turns.slice(-CHAT_HISTORY_LIMIT)),
  ),
  flow: z.nullish(chatFlowSchema),
  /** The whole conversation, sent with the last answer so it can be kept with the lead. */
  transcript: z.optional(z.array(chatTurnSchema).check(z.maxLength(CHAT_TRANSCRIPT_MAX_MESSAGES))),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export interface ChatResponse {
  response: string;
  /** The call-back flow after this message; null once it ended or was cancelled. */
  flow?: ChatFlow | null;
  /** Set when this message completed a call-back request. */
  lead?: { id: string };
}
