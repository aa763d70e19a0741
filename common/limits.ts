/** Timings, sizes and limits from the specification (sections 2, 5 and 9), in one place. */

export const NAV_SCROLL_THRESHOLD_PX = 10;
