import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { animateChatLabel, CHAT_LABEL, chatButtonName } from "./chat-label";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("animateChatLabel", () => {
  it("types the label at 40 ms a letter, holds it 2 s, blanks it 350 ms and types it again", () => {
    const texts: string[] = [];
    const stop = animateChatLabel(
      (text) => texts.push(text),
      () => {},
    );
    expect(texts).toEqual([""]);
    vi.advanceTimersByTime(40 * CHAT_LABEL.length);
    expect(texts.at(-1)).toBe(CHAT_LABEL);
    expect(texts).toEqual(
      Array.from({ length: CHAT_LABEL.length + 1 }, (_, n) => CHAT_LABEL.slice(0, n)),
    );
    vi.advanceTimersByTime(1_999);
    expect(texts.at(-1)).toBe(CHAT_LABEL);
    vi.advanceTimersByTime(1);
    expect(texts.at(-1)).toBe("");
    vi.advanceTimersByTime(349);
    expect(texts.at(-1)).toBe("");
    vi.advanceTimersByTime(1);
    expect(texts.at(-1)).toBe("C");
    stop();
  });

  it("shows and hides the whole label every 2 s", () => {
    const shown: boolean[] = [];
    const stop = animateChatLabel(
      () => {},
      (visible) => shown.push(visible),
    );
    vi.advanceTimersByTime(1_999);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([false]);
    vi.advanceTimersByTime(4_000);
    expect(shown).toEqual([false, true, false]);
    stop();
  });

  it("stops on the whole label, visible, and changes nothing after", () => {
    const showText = vi.fn();
    const showLabel = vi.fn();
    const stop = animateChatLabel(showText, showLabel);
    vi.advanceTimersByTime(2_100);
    stop();
    expect(showText).toHaveBeenLastCalledWith(CHAT_LABEL);
    expect(showLabel).toHaveBeenLastCalledWith(true);
    const calls = [showText.mock.calls.length, showLabel.mock.calls.length];
    vi.advanceTimersByTime(10_000);
    expect([showText.mock.calls.length, showLabel.mock.calls.length]).toEqual(calls);
  });
});

describe("chatButtonName", () => {
  it("is the label, with the unread replies when there are any", () => {
    expect(chatButtonName(0)).toBe("Chat With Us");
    expect(chatButtonName(2)).toBe("Chat With Us, 2 unread");
  });
});
