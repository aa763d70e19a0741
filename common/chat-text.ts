/**
 * The chat's fixed texts, kept free of dependencies so the browser's chat window can use them
 * without loading the validation library. The words are in common/i18n/<language>/chat.ts.
 */
import { chat as english, type Chat } from "./i18n/en/chat";
import { fill } from "./i18n/fill";
import { CHAT_MESSAGE_MAX_LENGTH } from "./limits";

/** The refusals of a message the widget will not send, in one language. */
export const chatMessagesIn = (words: Pick<Chat, "empty" | "tooLong">) => ({
  empty: words.empty,
  tooLong: fill(words.tooLong, { max: CHAT_MESSAGE_MAX_LENGTH }),
});

export const chatMessages = chatMessagesIn(english);

/** When something fails half-way, the flow starts over and the visitor gets the phone number. */
export function collectionErrorReply(
  businessPhone: string,
  words: Pick<Chat, "collectionError"> = english,
): string {
  return fill(words.collectionError, { phone: businessPhone });
}
