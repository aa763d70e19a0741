/**
 * The chat's conversation with the server, apart from its window: sending a message, the typing
 * delay, and what the store holds afterwards. The window (chat-window.tsx) only renders the store.
 */
import { apiRequest } from "#app/lib/api-client.ts";
import { chatMessagesIn, collectionErrorReply } from "#common/chat-text.ts";
import { fill } from "#common/i18n/fill.ts";
import type { Locale } from "#common/i18n/locale.ts";
import {
  CHAT_HISTORY_LIMIT,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_TYPING_DELAY_MAX_MS,
  CHAT_TYPING_DELAY_MIN_MS,
} from "#common/limits.ts";
import type { ChatResponse } from "#common/validation/chat.ts";
import { site } from "#content/site.ts";

import { chatStore, type ChatMessage } from "./chat-store";
import { chatWords } from "./chat-words";

/** The assistant's first message, in the page's language. */
export const greetingIn = (locale: Locale) =>
  fill(chatWords[locale].greeting, {
    business: site.name,
    phone: site.phone.display,
  });

export const greeting = greetingIn("en");

let nextId = Date.now();
export function addMessage(
  sender: ChatMessage["sender"],
  message: string,
  link?: ChatMessage["link"],
) {
  chatStore.update((current) => ({
    messages: [
      ...current.messages,
      { id: nextId++, sender, message, at: Date.now(), ...(link ? { link } : {}) },
    ],
    // A reply that arrives while the window is closed waits as unread.
    unread: sender === "bot" && !current.open ? current.unread + 1 : current.unread,
  }));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function ask(message: string, language: Locale): Promise<ChatResponse> {
  const { messages, flow } = chatStore.get();
  const turns = messages.map(({ sender, message: text }) => ({ sender, message: text }));
  const response = await apiRequest<ChatResponse>("/api/chat", {
    method: "POST",
    body: {
      message,
      // The message itself is the last turn; the history is what came before it.
      history: turns.slice(0, -1).slice(-CHAT_HISTORY_LIMIT),
      // The server keeps the flow and its conversation; it needs only to know which flow.
      flow: flow ? { id: flow.id, step: flow.step } : null,
      // The page's edition: a call-back request records it.
      language,
    },
  });
  // A refused message (422) still carries the assistant's reply, in the same shape.
  const reply = (
    response.ok || response.status === 422 ? response.body : null
  ) as ChatResponse | null;
  if (!reply) throw new Error(`chat answered ${response.status}`);
  return reply;
}

/** Sends a message and shows the reply after the typing delay or when it arrives, whichever is later. */
export async function send(text: string, language: Locale = "en") {
  const words = chatWords[language];
  const refusals = chatMessagesIn(words);
  const message = text.trim();
  if (!message) return addMessage("bot", refusals.empty);
  if (message.length > CHAT_MESSAGE_MAX_LENGTH) return addMessage("bot", refusals.tooLong);
  addMessage("user", message);
  chatStore.update({ typing: true });
  const delay =
    CHAT_TYPING_DELAY_MIN_MS +
    Math.random() * (CHAT_TYPING_DELAY_MAX_MS - CHAT_TYPING_DELAY_MIN_MS);
  const collecting = chatStore.get().flow !== null;
  try {
    const [reply] = await Promise.all([ask(message, language), wait(delay)]);
    if (reply.flow !== undefined) chatStore.update({ flow: reply.flow });
    // The summary is the specification's text; the status link is shown under it.
    const statusUrl = reply.lead?.statusUrl;
    addMessage(
      "bot",
      reply.response,
      statusUrl ? { href: statusUrl, label: words.followRequest } : undefined,
    );
  } catch {
    chatStore.update({ flow: null });
    addMessage("bot", collecting ? collectionErrorReply(site.phone.display, words) : words.error);
  } finally {
    chatStore.update({ typing: false });
  }
}
