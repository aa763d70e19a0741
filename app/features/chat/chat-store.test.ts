import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CHAT_STORAGE_KEY } from "./chat-storage";

/** sessionStorage as a browser tab has it; `failing` makes every write throw, as a full quota does. */
function tabStorage() {
  const items = new Map<string, string>();
  const storage = {
    failing: false,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (storage.failing) throw new DOMException("quota", "QuotaExceededError");
      items.set(key, value);
    },
    removeItem: (key: string) => items.delete(key),
  };
  return storage;
}

let storage: ReturnType<typeof tabStorage>;
// The store keeps its state in the module, as a page does: each test gets a fresh page.
const freshModules = async () => {
  vi.resetModules();
  const { chatStore } = await import("./chat-store");
  const { addMessage } = await import("./chat-api");
  return { chatStore, addMessage };
};

beforeEach(() => {
  storage = tabStorage();
  vi.stubGlobal("sessionStorage", storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("chatStore", () => {
  it("writes nothing to storage until the visitor first opens the chat", async () => {
    const { chatStore } = await freshModules();
    chatStore.update({ unread: 2 });
    expect(storage.getItem(CHAT_STORAGE_KEY)).toBeNull();
    chatStore.update({ open: true, unread: 0 });
    chatStore.update({ open: false, typing: true });
    expect(JSON.parse(storage.getItem(CHAT_STORAGE_KEY) ?? "null")).toEqual({
      open: false,
      messages: [],
      flow: null,
      unread: 0,
    });
  });

  it("picks up the conversation on the next page, never mid-typing", async () => {
    const first = await freshModules();
    first.chatStore.update({ open: true });
    first.addMessage("user", "Do you work in Athlone?");
    first.chatStore.update({ typing: true, flow: { id: "f1", step: "name" } });

    const next = await freshModules();
    expect(next.chatStore.get().messages).toEqual([]);
    expect(next.chatStore.restore()).toBe(true);
    const restored = next.chatStore.get();
    expect(restored).toMatchObject({ open: true, typing: false, flow: { id: "f1", step: "name" } });
    expect(restored.messages.map((message) => message.message)).toEqual([
      "Do you work in Athlone?",
    ]);
  });

  it("starts empty when nothing, or something unreadable, was saved", async () => {
    const { chatStore } = await freshModules();
    expect(chatStore.restore()).toBe(false);
    storage.setItem(CHAT_STORAGE_KEY, "{not json");
    expect(chatStore.restore()).toBe(false);
    expect(chatStore.get().messages).toEqual([]);
  });

  it("keeps working in memory when storage refuses to write", async () => {
    const { chatStore, addMessage } = await freshModules();
    storage.failing = true;
    chatStore.update({ open: true });
    addMessage("user", "Hello");
    expect(chatStore.get().messages).toHaveLength(1);
  });

  it("counts the assistant's replies that arrive while the window is closed, and tells listeners", async () => {
    const { chatStore, addMessage } = await freshModules();
    const heard = vi.fn();
    chatStore.subscribe(heard);
    chatStore.update({ open: true });
    addMessage("bot", "Hi");
    expect(chatStore.get().unread).toBe(0);
    chatStore.update({ open: false });
    addMessage("bot", "We do work in Athlone.");
    addMessage("user", "Thanks");
    expect(chatStore.get().unread).toBe(1);
    expect(heard).toHaveBeenCalledTimes(5);
  });
});
