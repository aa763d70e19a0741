/**
 * The e-mails a customer gets about a booked visit after the request: the business confirmed
 * it, proposed another slot, or cancelled it, and the reminder the day before. Plain text and
 * HTML, with the private status link and the visit's calendar file, whose one UID lets the
 * customer's calendar update or remove the event they added when they asked.
 */
import { formatSlot, type TimeWindowId } from "#common/booking-dates.ts";
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
    { business: siteBusiness, stamp: facts.now, sequence: facts.sequence },
  );
  return {
    filename: `${facts.reference}.ics`,
    content: createIcs(event, visitCalendarProductId(siteBusiness)),
    contentType: `text/calendar; charset=utf-8; method=${calendarMethod(event)}`,
  };
}

/** The subject, the news in one sentence, and what the customer can do about it. */
function wording(news: BookingNews, slot: string, facts: BookingFacts) {
  switch (news) {
    case "confirmed":
      return {
        subject: `Your visit is confirmed: ${slot} (${facts.reference})`,
        news: `Your electrician visit is confirmed for ${slot}, at ${facts.address}.`,
        next: "The calendar file attached puts it in your calendar. If the time stops suiting you, let us know from your booking's page, or reply to this e-mail.",
      };
    case "proposed":
      return {
        subject: `We propose another time for your visit (${facts.reference})`,
        news: `We cannot come at the time you asked for. We propose ${slot} instead, at ${facts.address}.`,
        next: "Please accept this time, or ask for another, from your booking's page. Until you accept, the visit is not booked.",
      };
    case "cancelled":
      return {
        subject: `Your visit is cancelled (${facts.reference})`,
        news: `Your electrician visit on ${slot} is cancelled.`,
        next: `If you still need an electrician, reply to this e-mail or call ${site.phone.display} and we will find another time. The calendar file attached removes the visit from your calendar.`,
      };
    case "reminder":
      return {
        subject: `Reminder: your visit tomorrow, ${slot} (${facts.reference})`,
        news: `A reminder: our electrician visits you tomorrow, ${slot}, at ${facts.address}.`,
        next: "Please make sure someone is home to let us in. If you cannot make it, let us know from your booking's page, or reply to this e-mail.",
      };
  }
}

export function bookingUpdateMail(news: BookingNews, facts: BookingFacts): MailMessage {
  const slot = formatSlot(facts.date, facts.timeWindow);
  const said = wording(news, slot, facts);
  const greeting = `Hi ${facts.name},`;
  const body = [
    said.news,
    said.next,
    `Your reference number is ${facts.reference}; please quote it if you call us.`,
  ];
  const emergency = `If it is an emergency (sparks, a burning smell, exposed wires or no power at all), do not wait for the visit: call ${site.phone.display}, 24 hours a day.`;
  const signature = `${site.name}\n${site.phone.display}\n${formatAddress()}\n${site.baseUrl}`;
  const footer =
    "You receive this e-mail because you booked a visit on our website. We use your details only for this booking, as our privacy policy explains.";
  const link = facts.statusUrl;
  const text = [
    greeting,
    ...body,
    ...(link ? [`Your booking: ${link}`] : []),
    emergency,
    signature,
    "",
    footer,
  ].join("\n\n");
  const html = htmlDocument(
    said.subject,
    [
      paragraphs([greeting, ...body]),
      ...(link ? [`<p>${button(link, "See your booking")}</p>`] : []),
      paragraphs([emergency, signature]),
      `<p style="font-size:13px;color:#475569">${escapeHtml(footer)} <a href="${site.baseUrl}/privacy-policy">Privacy policy</a></p>`,
    ].join("\n"),
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
