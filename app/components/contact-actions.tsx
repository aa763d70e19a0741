import { Link } from "react-router";

import { Icon } from "#app/components/icon.tsx";
import { useShell } from "#app/lib/locale.ts";
import { fill } from "#common/i18n/fill.ts";
import { site, whatsappUrl } from "#content/site.ts";

/**
 * The chat widget listens for this (app/features/chat/chat-launcher.tsx); on a page that does
 * not hydrate, the chat island answers clicks on [data-chat-open] instead.
 */
const openChat = () => window.dispatchEvent(new Event("chat:open"));

/** The ways to reach us, as buttons: call, WhatsApp, book, chat. */
export function ContactActions({
  topic,
  tone = "light",
}: {
  topic?: string;
  tone?: "light" | "dark";
}) {
  const secondary =
    tone === "dark"
      ? "border border-white text-white hover:bg-white/10"
      : "border border-brand-900 text-brand-900 hover:bg-brand-50";
  const { actions } = useShell();
  const message = topic ? fill(actions.whatsappMessage, { topic: topic.toLowerCase() }) : undefined;
  return (
    <div className="flex flex-wrap gap-3">
      <a
        href={`tel:${site.phone.e164}`}
        className="inline-flex items-center gap-2 rounded-md bg-spark-500 px-5 py-3 font-semibold text-brand-900 hover:bg-spark-400"
      >
        <Icon name="phone" className="size-4" />
        {fill(actions.call, { phone: site.phone.display })}
      </a>
      <a
        href={whatsappUrl(message)}
        className={`inline-flex items-center gap-2 rounded-md px-5 py-3 font-semibold ${secondary}`}
      >
        <Icon name="chat" className="size-4" />
        {actions.whatsapp}
      </a>
      <Link
        to={actions.bookPath}
        className={`inline-flex items-center gap-2 rounded-md px-5 py-3 font-semibold ${secondary}`}
      >
        <Icon name="calendar" className="size-4" />
        {actions.book}
      </Link>
      <button
        type="button"
        data-chat-open=""
        onClick={openChat}
        className={`inline-flex items-center gap-2 rounded-md px-5 py-3 font-semibold ${secondary}`}
      >
        <Icon name="chat" className="size-4" />
        {actions.chat}
      </button>
    </div>
  );
}
