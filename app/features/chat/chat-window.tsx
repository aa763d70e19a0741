import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

import { Icon } from "#app/components/icon.tsx";
import { RichText } from "#app/components/rich-text.tsx";
import { fill } from "#common/i18n/fill.ts";
import { languageTags, type Locale } from "#common/i18n/locale.ts";
import { CHAT_GREETING_DELAY_MS, CHAT_TEXTAREA_ROWS, TOOLTIP_DELAY_MS } from "#common/limits.ts";
import { site } from "#content/site.ts";

import { addMessage, greetingIn, send } from "./chat-api";
import { chatStore, useChatState } from "./chat-store";
import { chatWords } from "./chat-words";

const timeFormats = new Map<Locale, Intl.DateTimeFormat>();
const timeFormat = (locale: Locale) => {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTags[locale], {
      hour: "2-digit",
      minute: "2-digit",
      hour12: false,
    });
    timeFormats.set(locale, format);
  }
  return format;
};

function SendButton({
  disabled,
  label,
  tooltip,
}: {
  disabled: boolean;
  label: string;
  tooltip: string;
}) {
  const tooltipId = useId();
  const [tip, setTip] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTip(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setTip(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <div className="relative">
      <button
        type="submit"
        disabled={disabled}
        aria-label={label}
        aria-describedby={tip ? tooltipId : undefined}
        onPointerEnter={show}
        onPointerLeave={hide}
        onFocus={show}
        onBlur={hide}
        className="grid size-[50px] place-items-center rounded-lg bg-spark-500 text-brand-900 hover:bg-spark-400 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <Icon name="send" className="size-5" />
      </button>
      {tip && (
        <span
          id={tooltipId}
          role="tooltip"
          className="absolute right-0 bottom-full mb-2 rounded bg-slate-900 px-2 py-1 text-xs whitespace-nowrap text-white"
        >
          {tooltip}
        </span>
      )}
    </div>
  );
}

/** The open chat: a labelled, non-modal dialog that keeps the page usable behind it. */
/**
 * Where the log scrolls to when a message arrives. A new reply is shown from its first line, with
 * the visitor's question above it when both fit: on a 375 px phone, scrolling to the end opened a
 * long reply mid-sentence. Anything else (the visitor's own message, the typing dots) goes to the
 * end. The log is the bubbles' offset parent (it is positioned), so offsets are within it.
 */
function scrollTargetOf(log: HTMLElement, typing: boolean): number {
  const end = log.scrollHeight - log.clientHeight;
  const reply = log.lastElementChild;
  if (typing || !(reply instanceof HTMLElement) || reply.dataset.sender !== "bot") return end;
  const question = reply.previousElementSibling;
  const gap = 12;
  const withQuestion =
    question instanceof HTMLElement && question.dataset.sender === "user"
      ? question.offsetTop - gap
      : Number.POSITIVE_INFINITY;
  const replyStart = reply.offsetTop - gap;
  // The question is kept in view only if the reply's start still shows below it.
  const start =
    replyStart - withQuestion < log.clientHeight / 2
      ? Math.min(withQuestion, replyStart)
      : replyStart;
  return Math.max(0, Math.min(start, end));
}

export function ChatWindow({
  onClose,
  restored = false,
  language = "en",
}: {
  onClose: () => void;
  /** Reopened by itself on a new page: the focus stays on the page, not in the chat's text box. */
  restored?: boolean;
  /** The page's language: the window's words, and the language a call-back request records. */
  language?: Locale;
}) {
  const words = chatWords[language];
  const { messages, typing } = useChatState();
  const [draft, setDraft] = useState("");
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLElement>(null);
  const titleId = useId();

  // Escape closes the chat from anywhere inside it.
  useEffect(() => {
    const element = dialog.current;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    element?.addEventListener("keydown", onKeyDown);
    return () => element?.removeEventListener("keydown", onKeyDown);
  }, [onClose]);

  useEffect(() => {
    if (!restored) input.current?.focus();
    if (chatStore.get().messages.length > 0) return;
    const timer = setTimeout(() => {
      if (chatStore.get().messages.length === 0) addMessage("bot", greetingIn(language));
    }, CHAT_GREETING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [restored, language]);

  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTo({ top: scrollTargetOf(element, typing) });
  }, [messages.length, typing]);

  const submit = () => {
    if (typing) return;
    void send(draft, language);
    setDraft("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <section
      ref={dialog}
      role="dialog"
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-50 flex h-[75vh] flex-col border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:right-4 sm:bottom-4 sm:h-[34rem] sm:max-h-[85vh] sm:w-96 sm:rounded-xl"
    >
      <header className="flex items-center justify-between gap-2 rounded-t-xl bg-brand-900 px-4 py-3 text-white">
        <div>
          <h2 id={titleId} className="font-semibold">
            {fill(words.title, { business: site.name })}
          </h2>
          <p className="text-xs text-slate-300">{words.subtitle}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={words.close}
          className="grid size-10 place-items-center rounded-md hover:bg-white/10"
        >
          <Icon name="close" className="size-5" />
        </button>
      </header>

      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-label={words.conversation}
        className="relative flex-1 space-y-3 overflow-y-auto px-4 py-3"
      >
        {messages.map((message) =>
          message.sender === "user" ? (
            <div
              key={message.id}
              data-sender="user"
              className="ml-8 rounded-lg bg-brand-50 px-3 py-2"
            >
              <p className="text-xs font-semibold text-brand-700">{words.you}</p>
              <p className="text-sm whitespace-pre-wrap text-slate-800">{message.message}</p>
            </div>
          ) : (
            <div
              key={message.id}
              data-sender="bot"
              className="mr-8 rounded-lg bg-slate-100 px-3 py-2"
            >
              <RichText
                text={message.message}
                linkPhone
                className="space-y-2 text-sm text-slate-800"
              />
              {message.link?.href.startsWith("/r/") && (
                <p className="mt-2 text-sm">
                  <a href={message.link.href} className="font-semibold text-brand-700 underline">
                    {message.link.label}
                  </a>
                </p>
              )}
              <time
                dateTime={new Date(message.at).toISOString()}
                className="mt-1 block text-right text-xs text-slate-600"
              >
                {timeFormat(language).format(message.at)}
              </time>
            </div>
          ),
        )}
        {typing && (
          <div
            role="status"
            aria-label={words.typing}
            className="mr-8 flex w-16 gap-1 rounded-lg bg-slate-100 px-3 py-3"
          >
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                className={`size-2 rounded-full bg-slate-500 motion-safe:animate-bounce ${
                  ["", "[animation-delay:150ms]", "[animation-delay:300ms]"][delay / 150]
                }`}
              />
            ))}
          </div>
        )}
      </div>

      <form
        className="flex items-end gap-2 border-t border-slate-200 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={`${titleId}-input`} className="sr-only">
          {words.inputLabel}
        </label>
        <textarea
          id={`${titleId}-input`}
          ref={input}
          rows={CHAT_TEXTAREA_ROWS}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={words.placeholder}
          className="h-[50px] flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none"
        />
        <SendButton
          disabled={draft.trim() === "" || typing}
          label={words.send}
          tooltip={words.sendTooltip}
        />
      </form>
    </section>
  );
}
