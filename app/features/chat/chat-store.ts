import { useSyncExternalStore } from "react";

import type { ChatFlowRef } from "#common/validation/chat.ts";

import { CHAT_STORAGE_KEY, savedConversation } from "./chat-storage";

export interface ChatMessage {
  id: number;
  sender: "user" | "bot";
  message: string;
  /** Epoch milliseconds, for the time shown beside the assistant's messages. */
  at: number;
  /** A link shown under the message: the status page of a call-back request just saved. */
  link?: { href: string; label: string };
}

export interface ChatState {
  open: boolean;
  messages: ChatMessage[];
  /**
   * The call-back flow the server is keeping for this visitor (its id, and the step, so the
   * window knows it is collecting), as the server last returned it.
   */
  flow: ChatFlowRef | null;
  /** Replies that arrived while the window was closed. */
  unread: number;
  typing: boolean;
}

const initial: ChatState = { open: false, messages: [], flow: null, unread: 0, typing: false };

let state = initial;
/** Nothing is written to storage until the visitor first opens the chat. */
let started = false;
const listeners = new Set<() => void>();

function persist() {
  if (!started) return;
  try {
    const { open, messages, flow, unread } = state;
    sessionStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify({ open, messages, flow, unread }));
  } catch {
    // Private browsing or a full quota: the conversation simply does not survive a reload.
  }
}

export const chatStore = {
  get: () => state,
  update(change: Partial<ChatState> | ((current: ChatState) => Partial<ChatState>)) {
    state = { ...state, ...(typeof change === "function" ? change(state) : change) };
    if (state.open) started = true;
    persist();
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Picks up a conversation from earlier in this tab (after a reload). */
  restore(): boolean {
    const saved = savedConversation();
    if (!saved) return false;
    try {
      started = true;
      chatStore.update({ ...(JSON.parse(saved) as Partial<ChatState>), typing: false });
      return true;
    } catch {
      return false;
    }
  },
};

export function useChatState(): ChatState {
  return useSyncExternalStore(chatStore.subscribe, chatStore.get, () => initial);
}
