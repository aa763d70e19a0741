/**
 * A booked visit as a calendar event, the same for the file the booking page offers and the
 * files the business's messages attach: one UID per booking, so each later file updates (or
 * removes) the event the customer added first. Kept free of server code: the booking page's
 * script carries it. The business's facts come from the caller (content/site.ts), as common
 * code depends on nothing of ours.
 */
import { timeWindow, type TimeWindowId } from "./booking-dates";
import { visitWords as englishVisitWords, type VisitWords } from "./i18n/en/mail";
import { fill } from "./i18n/fill";
import type { CalendarEvent } from "./ics";

/** The event's words in a language other than English: the texts and the windows' names. */
export interface VisitLanguage {
  words: VisitWords;
  windows: Record<TimeWindowId, string>;
}

/** Where the visit stands, as the customer's calendar tells it. */
export type VisitState = "requested" | "confirmed" | "proposed" | "cancelled";

export interface Visit {
  reference: string;
  date: string;
  window: TimeWindowId;
  address: string;
  serviceLabel: string;
}

/** Who the visit is with, as content/site.ts gives it. */
export interface VisitBusiness {
  name: string;
  phone: string;
  email: string;
  baseUrl: string;
}

export const visitCalendarProductId = (business: Pick<VisitBusiness, "name">) =>
  `-//${business.name}//Booking//EN`;

const calendarStatus = {
  requested: "TENTATIVE",
  proposed: "TENTATIVE",
  confirmed: "CONFIRMED",
  cancelled: "CANCELLED",
} as const;

export function visitEvent(
  visit: Visit,
  state: VisitState,
  {
    business,
    stamp,
    sequence,
    language,
  }: { business: VisitBusiness; stamp: Date; sequence: number; language?: VisitLanguage },
): CalendarEvent {
  const window = timeWindow(visit.window);
  const domain = new URL(business.baseUrl).hostname.replace(/^www\./, "");
  const words = language?.words ?? englishVisitWords;
  const windowName = (language?.windows[visit.window] ?? window.label).toLowerCase();
  const hours = fill(words.hours, { window: windowName, start: window.start, end: window.end });
  const said = words[state];
  const what = fill(said.description, { hours, business: business.name });
  return {
    uid: `${visit.reference}@${domain}`,
    date: visit.date,
    start: window.start,
    end: window.end,
    summary: fill(words.summary, {
      business: business.name,
      reference: visit.reference,
      state: said.summary,
    }),
    description: fill(words.description, {
      service: visit.serviceLabel,
      what,
      reference: visit.reference,
      phone: business.phone,
    }),
    location: visit.address,
    stamp,
    status: calendarStatus[state],
    sequence,
    // The requested visit is the customer's own note; the business's files come from it.
    ...(state === "requested" ? {} : { organizer: { name: business.name, email: business.email } }),
  };
}
