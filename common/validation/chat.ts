import * as z from "zod/mini";

import { chatMessages } from "../chat-text";
import { CHAT_HISTORY_LIMIT, CHAT_MESSAGE_MAX_LENGTH } from "../limits";
import {
  descriptionSchema,
  emailSchema,
  locationSchema,
  nameSchema,
  phoneSchema,
  serviceSchema,
  wellFormed,
  withoutControlCharacters,
} from "./fields";

/**
 * The visitor's message: present after trimming, and at most 1000 characters. Control characters
 * are dropped first: the chat keeps the conversation, and the database cannot store NUL.
 */
export const chatMessageSchema = z.pipe(
  z.string(chatMessages.empty),
  z.string(chatMessages.empty).check(
    z.overwrite((value) => wellFormed(withoutControlCharacters(value))),
    z.trim(),
    z.minLength(1, chatMessages.empty),
    z.maxLength(CHAT_MESSAGE_MAX_LENGTH, chatMessages.tooLong),
  ),
);

export const chatTurnSchema = z.object({
  sender: z.enum(["user", "bot"]),
  message: z.pipe(
    z.string(),
    z.string().check(
      z.maxLength(4000),
      z.overwrite((value) => wellFormed(withoutControlCharacters(value))),
    ),
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

/**
 * What the browser holds of a call-back flow: the id the server gave it and the step it is on,
 * so the widget knows it is collecting. The server trusts neither: it looks the flow up by id and
 * checks the answer against the step it has on record. Anything else sent along (the answers,
 * the privacy notice, as older versions of the widget did) is dropped unread.
 */
export const chatFlowRefSchema = z.object({
  id: z.optional(z.string().check(z.maxLength(64))),
  step: z.optional(z.enum(leadFields)),
});

export interface ChatFlowRef {
  id: string;
  step: LeadField;
}

export const chatRequestSchema = z.object({
  message: z.optional(z.unknown()),
  // Only the last messages travel with a question; older ones are dropped, not refused.
  history: z.pipe(
    z._default(z.array(chatTurnSchema).check(z.maxLength(50)), []),
    z.transform((turns: ChatTurn[]) => turns.slice(-CHAT_HISTORY_LIMIT)),
  ),
  flow: z.nullish(chatFlowRefSchema),
  /** The page's edition ("en" or "af"); the lead records it. Absent from older widgets. */
  language: z.optional(z.enum(["en", "af"])),
  // Unknown keys (the `transcript` older widgets sent) are dropped: the server keeps its own.
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export interface ChatResponse {
  response: string;
  /** The call-back flow after this message; null once it ended or was cancelled. */
  flow?: ChatFlowRef | null;
  /**
   * Set when this message completed a call-back request, with the customer's private status
   * page (`/r/<reference>?t=<token>`), which the widget shows as a link under the summary.
   */
  lead?: { id: string; statusUrl?: string };
}
