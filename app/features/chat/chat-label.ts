/**
 * The chat button's label, its accessible name and how it types itself, in plain script: the
 * hydrated launcher and the reading pages' island (decision 016) share the text, the code and
 * the timings, and the island stays free of React.
 */
import { chatButton as afLauncher } from "#common/i18n/af/chat-button.ts";
import { chatButton as enLauncher } from "#common/i18n/en/chat-button.ts";
import { fill } from "#common/i18n/fill.ts";
import type { Locale } from "#common/i18n/locale.ts";
import {
  CHAT_LABEL_BLANK_MS,
  CHAT_LABEL_HOLD_MS,
  CHAT_LABEL_TYPE_MS_PER_CHAR,
  CHAT_LABEL_VISIBILITY_TOGGLE_MS,
} from "#common/limits.ts";

/** The button's words in each language: a few bytes, on every page, so both are here. */
const launchers = { en: enLauncher, af: afLauncher } satisfies Record<Locale, unknown>;

export const CHAT_LABEL = enLauncher.label;

export const chatLabel = (locale: Locale = "en") => launchers[locale].label;

/** The button's accessible name, with the replies that arrived while the chat was closed. */
export const chatButtonName = (unread: number, locale: Locale = "en") =>
  unread > 0
    ? fill(launchers[locale].unread, { label: chatLabel(locale), count: unread })
    : chatLabel(locale);

/**
 * The page's language as its <html lang> says ("af-ZA" is Afrikaans): what a reading page's
 * island and the chat window it mounts go by, without the router.
 */
export const documentLocale = (): Locale =>
  document.documentElement.lang.toLowerCase().startsWith("af") ? "af" : "en";

/** Read when the animation would start, in the browser only. */
export const prefersReducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The label types itself (40 ms a letter), holds for 2 s, blanks for 350 ms and starts again,
 * while the whole label shows and hides every 2 s (specification section 2). `showText` gets the
 * text at each step and `showLabel` whether the label is visible; the returned function stops
 * it and shows the whole label again.
 */
export function animateChatLabel(
  showText: (text: string) => void,
  showLabel: (visible: boolean) => void,
  label = CHAT_LABEL,
): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const type = (count: number) => {
    showText(label.slice(0, count));
    timer =
      count < label.length
        ? setTimeout(() => type(count + 1), CHAT_LABEL_TYPE_MS_PER_CHAR)
        : setTimeout(() => {
            showText("");
            timer = setTimeout(() => type(1), CHAT_LABEL_BLANK_MS);
          }, CHAT_LABEL_HOLD_MS);
  };
  type(0);
  let visible = true;
  const blink = setInterval(() => showLabel((visible = !visible)), CHAT_LABEL_VISIBILITY_TOGGLE_MS);
  return () => {
    clearTimeout(timer);
    clearInterval(blink);
    showText(label);
    showLabel(true);
  };
}
