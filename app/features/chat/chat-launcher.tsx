import { useEffect, useRef, useState, type ComponentType } from "react";

import { Icon } from "#app/components/icon.tsx";
import { useLocale } from "#app/lib/locale.ts";
import type { Locale } from "#common/i18n/locale.ts";

import { animateChatLabel, chatButtonName, chatLabel, prefersReducedMotion } from "./chat-label";
import { reloadWhenConversationMovedOn } from "./chat-storage";
import { chatStore, useChatState } from "./chat-store";

type ChatWindowComponent = ComponentType<{
  onClose: () => void;
  restored?: boolean;
  language?: Locale;
}>;
let windowModule: Promise<ChatWindowComponent> | undefined;
/** The window and its logic load on first interaction, not with the page. */
const loadWindow = () =>
  (windowModule ??= import("./chat-window").then((module) => module.ChatWindow));

/** The label typing and blinking while `active` (chat-label.ts); reduced motion: still. */
function useTypingLabel(active: boolean, whole: string): { text: string; visible: boolean } {
  // What has been typed so far, of which label: after a change of language, the new label whole.
  const [typed, setTyped] = useState<{ of: string; text: string }>();
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (!active || prefersReducedMotion()) return;
    return animateChatLabel((text) => setTyped({ of: whole, text }), setVisible, whole);
  }, [active, whole]);
  const text = typed?.of === whole ? typed.text : whole;
  return { text, visible };
}

/** The floating button on every page; the chat window itself is loaded when it is needed. */
export function ChatLauncher() {
  const { open, unread } = useChatState();
  const [ChatWindow, setChatWindow] = useState<ChatWindowComponent>();
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  /** What opened the chat (this button, or a "Chat With Us" button in a page), to focus again. */
  const opener = useRef<HTMLElement | null>(null);
  /** Reopened from an earlier page or a reload, not by the visitor. */
  const [restored, setRestored] = useState(false);
  const locale = useLocale();
  const wholeLabel = chatLabel(locale);
  const label = useTypingLabel(!open, wholeLabel);

  const openChat = (byVisitor = true) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    void loadWindow().then((component) => {
      setRestored(!byVisitor);
      setChatWindow(() => component);
      chatStore.update({ open: true, unread: 0 });
    });
  };

  useEffect(() => {
    // A conversation from earlier in this tab comes back, open if it was open.
    if (chatStore.restore() && chatStore.get().open) openChat(false);
    const stopWatching = reloadWhenConversationMovedOn();
    const onRequest = () => openChat();
    window.addEventListener("chat:open", onRequest);
    return () => {
      stopWatching();
      window.removeEventListener("chat:open", onRequest);
    };
  }, []);

  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      const back = opener.current?.isConnected ? opener.current : button.current;
      back?.focus();
    }
  }, [open]);

  if (open && ChatWindow) {
    return (
      <ChatWindow
        restored={restored}
        language={locale}
        onClose={() => {
          returnFocus.current = true;
          chatStore.update({ open: false });
        }}
      />
    );
  }

  return (
    <button
      ref={button}
      type="button"
      // The island that stands in for this component on pages that do not hydrate finds it so.
      data-chat-launcher=""
      onClick={() => openChat()}
      onPointerEnter={() => void loadWindow()}
      onFocus={() => void loadWindow()}
      aria-label={chatButtonName(unread, locale)}
      className="fixed right-4 bottom-4 z-40 flex items-center gap-2 rounded-full bg-brand-900 py-3 pr-5 pl-4 font-semibold text-white shadow-lg hover:bg-brand-800"
    >
      <Icon name="chat" className="size-6" />
      {/* The whole label, invisible, holds the button's width while the text types itself:
          a fixed button that grew letter by letter would shift on screen (CLS). */}
      <span aria-hidden="true" className="relative">
        <span className="invisible">{wholeLabel}</span>
        <span
          data-animated-label=""
          className={`absolute inset-0 text-left whitespace-nowrap transition-opacity ${label.visible ? "opacity-100" : "opacity-0"}`}
        >
          {label.text}
        </span>
      </span>
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-1 -right-1 grid size-6 place-items-center rounded-full bg-spark-500 text-xs font-bold text-brand-900"
        >
          {unread}
        </span>
      )}
    </button>
  );
}
