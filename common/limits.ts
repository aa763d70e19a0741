/** Timings, sizes and limits from the specification (sections 2, 5 and 9), in one place. */

export const NAV_SCROLL_THRESHOLD_PX = 10;
export const TOOLTIP_DELAY_MS = 700;

export const CHAT_MESSAGE_MAX_LENGTH = 1000;
/** How many earlier messages go with each question to the assistant. */
export const CHAT_HISTORY_LIMIT = 10;
export const CHAT_GREETING_DELAY_MS = 500;
export const CHAT_TYPING_DELAY_MIN_MS = 1000;
export const CHAT_TYPING_DELAY_MAX_MS = 2000;
export const CHAT_LABEL_TYPE_MS_PER_CHAR = 40;
export const CHAT_LABEL_HOLD_MS = 2000;
export const CHAT_LABEL_BLANK_MS = 350;
export const CHAT_LABEL_VISIBILITY_TOGGLE_MS = 2000;
export const CHAT_TEXTAREA_ROWS = 2;
/** The longest conversation a lead keeps as its transcript. */
export const CHAT_TRANSCRIPT_MAX_MESSAGES = 100;
/** A call-back flow nobody answers for this long is forgotten (its details with it). */
export const CHAT_FLOW_IDLE_MS = 2 * 60 * 60_000;

/** A call-back is promised within this many hours of a chat lead. */
export const CALLBACK_PROMISE_HOURS = 2;
