/**
 * The chat button on pages that do not hydrate (decision 016): a few hundred bytes of plain script
 * instead of React. It types and blinks the button's label as the hydrated launcher does
 * (specification section 2), shows replies that arrived while the chat was closed, and loads
 * React and the chat window only when the visitor opens the chat, or at once when a conversation
 * was open on the previous page.
 */
import {
  animateChatLabel,
  chatButtonName,
  chatLabel,
  documentLocale,
  prefersReducedMotion,
} from "#app/features/chat/chat-label.ts";
import {
  reloadWhenConversationMovedOn,
  savedLauncherState,
} from "#app/features/chat/chat-storage.ts";

import type * as ChatApp from "./chat-app";

type ChatApp = typeof ChatApp;

const launcher = document.querySelector<HTMLButtonElement>("[data-chat-launcher]");
const label = launcher?.querySelector<HTMLElement>("[data-animated-label]");
const locale = documentLocale();

/** Types and blinks the label until the chat opens (or never, with reduced motion). */
const animateLabel = (): (() => void) =>
  !label || prefersReducedMotion()
    ? () => {}
    : animateChatLabel(
        (text) => {
          label.textContent = text;
        },
        (visible) => {
          label.classList.toggle("opacity-0", !visible);
          label.classList.toggle("opacity-100", visible);
        },
        chatLabel(locale),
      );

/** The button's count of replies that arrived while the chat was closed. */
function showUnread(unread: number) {
  if (!launcher) return;
  launcher.setAttribute("aria-label", chatButtonName(unread, locale));
  launcher.querySelector("[data-unread]")?.remove();
  if (unread > 0) {
    const badge = document.createElement("span");
    badge.dataset.unread = "";
    badge.setAttribute("aria-hidden", "true");
    badge.className =
      "absolute -top-1 -right-1 grid size-6 place-items-center rounded-full bg-spark-500 text-xs font-bold text-brand-900";
    badge.textContent = String(unread);
    launcher.append(badge);
  }
}

let stopLabel = animateLabel();
let chatApp: Promise<ChatApp> | undefined;
const loadChat = () =>
  (chatApp ??= import("./chat-app").catch((error: unknown) => {
    // Offline, or a new release removed this page's files: the next click tries again.
    chatApp = undefined;
    throw error;
  }));
/** The open window's element, while it is open or opening: a second click must not open another. */
let chatWindow: Promise<HTMLElement | undefined> | undefined;

function showLauncher() {
  if (launcher) launcher.hidden = false;
  stopLabel = animateLabel();
}

function openChat(opener: Element | null, restored = false) {
  if (chatWindow) {
    void chatWindow.then((element) => element?.querySelector("textarea")?.focus());
    return;
  }
  stopLabel();
  if (launcher) launcher.hidden = true;
  chatWindow = loadChat().then(
    ({ mountChat }) =>
      mountChat({
        restored,
        onUnread: showUnread,
        onClosed: () => {
          chatWindow = undefined;
          showLauncher();
          const back = opener instanceof HTMLElement && opener.isConnected ? opener : launcher;
          back?.focus();
        },
      }),
    () => {
      chatWindow = undefined;
      showLauncher();
      return undefined;
    },
  );
}

document.addEventListener("click", (event) => {
  const trigger = (event.target as Element).closest("[data-chat-launcher], [data-chat-open]");
  if (!trigger) return;
  event.preventDefault();
  openChat(document.activeElement === document.body ? trigger : document.activeElement);
});
for (const warm of ["pointerover", "focusin"] as const) {
  document.addEventListener(warm, (event) => {
    if ((event.target as Element).closest?.("[data-chat-launcher], [data-chat-open]")) {
      loadChat().catch(() => {});
    }
  });
}

reloadWhenConversationMovedOn();
const previous = savedLauncherState();
if (previous.open) openChat(null, true);
else showUnread(previous.unread ?? 0);
