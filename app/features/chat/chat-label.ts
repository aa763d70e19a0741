/**
 * The chat button's label, its accessible name and how it types itself, in plain script: the
 * hydrated launcher and the reading pages' island (decision 016) share the text, the code and
 * the timings, and the island stays free of React.
 */
import {
  CHAT_LABEL_BLANK_MS,
  CHAT_LABEL_HOLD_MS,
  CHAT_LABEL_TYPE_MS_PER_CHAR,
  CHAT_LABEL_VISIBILITY_TOGGLE_MS,
} from "#common/limits.ts";

export const CHAT_LABEL = "Chat With Us";

/** The button's accessible name, with the replies that arrived while the chat was closed. */
export const chatButtonName = (unread: number) =>
  unread > 0 ? `${CHAT_LABEL}, ${unread} unread` : CHAT_LABEL;

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
): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const type = (count: number) => {
    showText(CHAT_LABEL.slice(0, count));
    timer =
      count < CHAT_LABEL.length
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
    showText(CHAT_LABEL);
    showLabel(true);
  };
}
