/**
 * The chat widget's own words in English (the assistant's answers and the call-back flow's
 * questions are elsewhere: server/assistant, common/chat-flow-text.ts). `{name}` slots are filled
 * where they are shown (common/i18n/fill.ts).
 */
import { chatButton } from "./chat-button";

export const chat = {
  launcher: chatButton,
  title: "{business} assistant",
  subtitle: "Automated replies · a person calls you back",
  close: "Close chat",
  conversation: "Conversation",
  you: "You",
  typing: "The assistant is typing",
  inputLabel: "Your message",
  placeholder: "Ask me about electrical services or general questions...",
  send: "Send message",
  sendTooltip: "Send Message",
  greeting:
    "Hi, I'm the {business} assistant: an automated helper, not a person. I can answer questions about our services, hours, areas and prices. Type \"call me back\" and I'll take your details so that one of our electricians phones you. For an emergency, call {phone} (24/7).",
  error: "Sorry, I encountered an error processing your message. Please try again.",
  empty: "I didn't receive your message properly. Could you please try again?",
  tooLong: "Your message is quite long. Please keep it under {max} characters.",
  collectionError:
    'Sorry, something went wrong while I was taking your details, so I have had to start over. Please call us on {phone}, or type "call me back" to try again.',
  followRequest: "Follow your request",
};

export type Chat = typeof chat;
