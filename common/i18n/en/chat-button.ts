/**
 * The chat's floating button in English: on every page, so apart from the window's words
 * (common/i18n/en/chat.ts), which load only when the chat opens.
 */
export const chatButton = {
  label: "Chat With Us",
  unread: "{label}, {count} unread",
};

export type ChatButton = typeof chatButton;
