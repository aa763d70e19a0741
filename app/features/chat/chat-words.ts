/**
 * The chat window's words in both languages, for the window's own chunk (loaded when the chat
 * opens). Not taken from common/i18n/messages.ts: every page's script imports that module for
 * the frame, and whatever of it the window used would travel with every page.
 */
import { chat as af } from "#common/i18n/af/chat.ts";
import { chat as en, type Chat } from "#common/i18n/en/chat.ts";
import type { Locale } from "#common/i18n/locale.ts";

export const chatWords: Record<Locale, Chat> = { en, af };
