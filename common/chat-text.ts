/**
 * The chat's fixed texts, kept free of dependencies so the browser's chat window can use them
 * without loading the validation library.
 */
import { CHAT_MESSAGE_MAX_LENGTH } from "./limits";

export const chatMessages = {
  empty: "I didn't receive your message properly. Could you please try again?",
  tooLong: `Your message is quite long. Please keep it under ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
} as const;

/** When something fails half-way, the flow starts over and the visitor gets the phone number. */
export function collectionErrorReply(businessPhone: string): string {
  return `Sorry, something went wrong while I was taking your details, so I have had to start over. Please call us on ${businessPhone}, or type "call me back" to try again.`;
}
