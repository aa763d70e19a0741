/**
 * The e-mails a customer gets about a booked visit after the request: the business confirmed
 * it, proposed another slot, or cancelled it, and the reminder the day before. Plain text and
 * HTML, with the private status link and the visit's calendar file, whose one UID lets the
 * customer's calendar update or remove the event they added when they asked.
 */
import { formatSlot, type TimeWindowId } from "#common/booking-dates.ts";
import { fill } from "#common/i18n/fill.ts";
import type { Locale } from "#common/i18n/locale.ts";
import { formMessages, mailMessages } from "#common/i18n/messages.ts";
import { slotWords } from "#common/i18n/slot-words.ts";
import { calendarMethod, createIcs } from "#common/ics.ts";
import {
  visitCalendarProductId,
  visitEvent,
  type VisitBusiness,
  type VisitState,
} from "#common/visit-event.ts";
import { formatAddress, site } from "#content/site.ts";

import { escapeHtml } from "../escape-html";
import { button, htmlDocument, paragraphs } from "./lead-mail";
import type { MailAttachment, MailMessage } from "./mailer";

/** What the customer is told: the three decisions of the admin, and the day-before reminder. */
export type BookingNews = "confirmed" | "proposed" | "cancelled" | "reminder";

export interface BookingFacts {
  reference: string;
  name: string;
  email: string;
  /** The visit's slot as it stands after the change (the cancelled one, for a cancellation). */
  date: string;
  timeWindow: TimeWindowId;
  address: string;
  serviceLabel: string;
  /** The customer's status page, absolute; absent only where no server signs links. */
  statusUrl?: string;
  /** Grows with each change to the booking, so the calendar file replaces the earlier one. */
  sequence: number;
  /** When the message is made. */
  now: Date;
  /** The language the customer booked in: the e-mail and its calendar file are in it. */
  language?: Locale;
}

export const siteBusiness: VisitBusiness = {
  name: site.name,
  phone: site.phone.display,
  email: site.email,
  baseUrl: site.baseUrl,
};

const calendarState: Record<BookingNews, VisitState> = {
  confirmed: "confirmed",
  proposed: "proposed",
  cancelled: "cancelled",
  reminder: "confirmed",
};

/** The visit's .ics: published for a confirmed or proposed slot, cancelled for a cancellation. */
export function bookingCalendarFile(news: BookingNews, facts: BookingFacts): MailAttachment {
  const event = visitEvent(
    {
      reference: facts.reference,
      date: facts.date,
      window: facts.timeWindow,
      address: facts.address,
      serviceLabel: facts.serviceLabel,
    },
    calendarState[news],
    {
      business: siteBusiness,
      stamp: facts.now,
      sequence: facts.sequence,
      language:
        facts.language && facts.language !== "en"
          ? {
              words: mailMessages[facts.language].visit,
              windows: formMessages[facts.language].calendar,
            }
          : undefined,
    },
  );
  return {
    filename: `${facts.reference}.ics`,
    content: createIcs(event, visitCalendarProductId(siteBusiness)),
    contentType: `text/calendar; charset=utf-8; method=${calendarMethod(event)}`,
  };
}

/** The e-mail in the customer's language (common/i18n/<language>/mail.ts `bookingLoop`). */
export function bookingUpdateMail(news: BookingNews, facts: BookingFacts): MailMessage {
  const language = facts.language ?? "en";
  const words = mailMessages[language].bookingLoop;
  const values = {
    slot: formatSlot(facts.date, facts.timeWindow, slotWords(language)),
    reference: facts.reference,
    address: facts.address,
    phone: site.phone.display,
    name: facts.name,
  };
  const said = {
    subject: fill(words[news].subject, values),
    news: fill(words[news].news, values),
    next: fill(words[news].next, values),
  };
  const greeting = fill(words.greeting, values);
  const body = [said.news, said.next, fill(words.reference, values)];
  const emergency = fill(words.emergency, values);
  const signature = `${site.name}\n${site.phone.display}\n${formatAddress()}\n${site.baseUrl}`;
  const footer = words.footer;
  const link = facts.statusUrl;
  const text = [
    greeting,
    ...body,
    ...(link ? [fill(words.yourBooking, { url: link })] : []),
    emergency,
    signature,
    "",
    footer,
  ].join("\n\n");
  const html = htmlDocument(
    said.subject,
    [
      paragraphs([greeting, ...body]),
      ...(link ? [`<p>${button(link, words.seeBooking)}</p>`] : []),
      paragraphs([emergency, signature]),
      `<p style="font-size:13px;color:#475569">${escapeHtml(footer)} <a href="${site.baseUrl}${language === "af" ? "/af" : ""}/privacy-policy">${escapeHtml(words.privacyPolicy)}</a></p>`,
    ].join("\n"),
    language,
  );
  return {
    to: facts.email,
    subject: said.subject,
    text,
    html,
    replyTo: site.email,
    attachments: [bookingCalendarFile(news, facts)],
  };
}
