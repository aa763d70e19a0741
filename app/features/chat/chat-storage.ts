/**
 * Where the conversation lives between pages (sessionStorage, this tab only), in plain script so
 * that the reading pages' island can use it without loading React.
 */
export const CHAT_STORAGE_KEY = "chat:v1";

/** The saved conversation as stored (JSON), or null: none, or storage is blocked. */
export function savedConversation(): string | null {
  try {
    return sessionStorage.getItem(CHAT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** What the chat button shows before any of the chat is loaded. */
export interface LauncherState {
  open?: boolean;
  unread?: number;
}

/** The button's part of the saved conversation; nothing when there is none or it is unreadable. */
export function savedLauncherState(): LauncherState {
  try {
    return JSON.parse(savedConversation() ?? "{}") as LauncherState;
  } catch {
    return {};
  }
}

/**
 * Back and Forward can bring a page back from the browser's back-forward cache with the
 * conversation as it was when the visitor left it, though it may have gone on since on another
 * page. Such a page is loaded afresh rather than showing, and then saving over, the older copy.
 */
export function reloadWhenConversationMovedOn(): () => void {
  const controller = new AbortController();
  let whenLeft: string | null = null;
  window.addEventListener(
    "pagehide",
    () => {
      whenLeft = savedConversation();
    },
    { signal: controller.signal },
  );
  window.addEventListener(
    "pageshow",
    (event) => {
      if (event.persisted && savedConversation() !== whenLeft) location.reload();
    },
    { signal: controller.signal },
  );
  return () => controller.abort();
}
