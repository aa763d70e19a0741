/**
 * React and the chat window, loaded by the chat button's island (chat-button.ts) when the visitor
 * opens the chat on a page that does not hydrate. The conversation lives in the same store and
 * sessionStorage as on hydrated pages, so it carries on from page to page either way.
 */
import { createRoot } from "react-dom/client";

import { documentLocale } from "#app/features/chat/chat-label.ts";
import { chatStore } from "#app/features/chat/chat-store.ts";
import { ChatWindow } from "#app/features/chat/chat-window.tsx";

let storeRestored = false;

export function mountChat({
  onClosed,
  onUnread,
  restored,
}: {
  /** Reopened by itself on a new page rather than by the visitor: leave the focus on the page. */
  restored: boolean;
  /** After the window has gone: put the button back and give it the focus. */
  onClosed: () => void;
  /** A reply arrived while the window was closed. */
  onUnread: (unread: number) => void;
}): HTMLElement {
  if (!storeRestored) {
    storeRestored = true;
    chatStore.restore();
    chatStore.subscribe(() => {
      const { open, unread } = chatStore.get();
      if (!open) onUnread(unread);
    });
  }
  chatStore.update({ open: true, unread: 0 });
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <ChatWindow
      restored={restored}
      language={documentLocale()}
      onClose={() => {
        chatStore.update({ open: false });
        root.unmount();
        container.remove();
        onClosed();
      }}
    />,
  );
  return container;
}
