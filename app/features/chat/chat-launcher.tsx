import { useEffect, useRef, useState, type ComponentType } from "react";

import { Icon } from "#app/components/icon.tsx";
import {
  CHAT_LABEL_BLANK_MS,
  CHAT_LABEL_HOLD_MS,
  CHAT_LABEL_TYPE_MS_PER_CHAR,
  CHAT_LABEL_VISIBILITY_TOGGLE_MS,
} from "#common/limits.ts";

import { reloadWhenConversationMovedOn } from "./chat-storage";
import { chatStore, useChatState } from "./chat-store";

const LABEL = "Chat With Us";

type ChatWindowComponent = ComponentType<{ onClose: () => void; restored?: boolean }>;
let windowModule: Promise<ChatWindowComponent> | undefined;
/** The window and its logic load on first interaction, not with the page. */
const loadWindow = () =>
  (windowModule ??= import("./chat-window").then((module) => module.ChatWindow));

const prefersReducedMotion = () =>
  typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The label types itself (40 ms a letter), holds for 2 s, blanks for 350 ms and starts again,
 * while the whole label shows and hides every 2 s (specification section 2). Reduced motion: still.
 */
function useTypingLabel(active: boolean): { text: string; visible: boolean } {
  const [length, setLength] = useState(LABEL.length);
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (!active || prefersReducedMotion()) return;
    let timer: ReturnType<typeof setTimeout>;
    const type = (count: number) => {
      setLength(count);
      timer =
        count < LABEL.length
          ? setTimeout(() => type(count + 1), CHAT_LABEL_TYPE_MS_PER_CHAR)
          : setTimeout(() => {
              setLength(0);
              timer = setTimeout(() => type(1), CHAT_LABEL_BLANK_MS);
            }, CHAT_LABEL_HOLD_MS);
    };
    type(0);
    const blink = setInterval(() => setVisible((value) => !value), CHAT_LABEL_VISIBILITY_TOGGLE_MS);
    return () => {
      clearTimeout(timer);
      clearInterval(blink);
      setLength(LABEL.length);
      setVisible(true);
    };
  }, [active]);
  return { text: LABEL.slice(0, length), visible };
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
  const label = useTypingLabel(!open);

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
      aria-label={unread > 0 ? `${LABEL}, ${unread} unread` : LABEL}
      className="fixed right-4 bottom-4 z-40 flex items-center gap-2 rounded-full bg-brand-900 py-3 pr-5 pl-4 font-semibold text-white shadow-lg hover:bg-brand-800"
    >
      <Icon name="chat" className="size-6" />
      {/* The whole label, invisible, holds the button's width while the text types itself:
          a fixed button that grew letter by letter would shift on screen (CLS). */}
      <span aria-hidden="true" className="relative">
        <span className="invisible">{LABEL}</span>
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
