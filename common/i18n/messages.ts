/**
 * Every string of the site's frame, one folder per language (common/i18n/en, common/i18n/af).
 * English is the reference: its modules define the shapes, and the specification's English
 * strings live there unchanged. An Afrikaans module must give every key, so a string added in
 * English and forgotten in Afrikaans fails the type check, not a visitor.
 */
import { catalogue as afCatalogue } from "./af/catalogue";
import { chat as afChat } from "./af/chat";
import { forms as afForms } from "./af/forms";
import { mail as afMail } from "./af/mail";
import { pages as afPages } from "./af/pages";
import { shell as afShell } from "./af/shell";
import { catalogue as enCatalogue } from "./en/catalogue";
import { chat as enChat, type Chat } from "./en/chat";
import { forms as enForms, type Forms } from "./en/forms";
import { mail as enMail, type Mail } from "./en/mail";
import { pages as enPages } from "./en/pages";
import { shell as enShell } from "./en/shell";
import type { Locale } from "./locale";

export type Shell = typeof enShell;
export type Catalogue = typeof enCatalogue;
export type Pages = typeof enPages;

export interface Messages {
  shell: Shell;
  catalogue: Catalogue;
  pages: Pages;
}

export const messages: Record<Locale, Messages> = {
  en: { shell: enShell, catalogue: enCatalogue, pages: enPages },
  af: { shell: afShell, catalogue: afCatalogue, pages: afPages },
};

/**
 * The forms' strings (labels, messages, the server's answers), apart from `messages` so that a
 * page's script never carries them: the server reads them here, and a form page's loader hands
 * the browser its own language's only (app/routes/contact.tsx).
 */
export const formMessages: Record<Locale, Forms> = { en: enForms, af: afForms };

/** What the visitor's e-mails and calendar files say (server only). */
export const mailMessages: Record<Locale, Mail> = { en: enMail, af: afMail };

/**
 * The chat widget's words, for the server and tests. The browser's chat window takes them from
 * app/features/chat/chat-words.ts (its own chunk), the button from common/i18n/<language>/chat-button.ts.
 */
export const chatWidgetMessages: Record<Locale, Chat> = { en: enChat, af: afChat };
