/**
 * A booked visit as a calendar event, the same for the file the booking page offers and the
 * files the business's messages attach: one UID per booking, so each later file updates (or
 * removes) the event the customer added first. Kept free of server code: the booking page's
 * script carries it. The business's facts come from the caller (content/site.ts), as common
 * code depends on nothing of ours.
 */
import { timeWindow, type TimeWindowId } from "./booking-dates";
import type { CalendarEvent } from "./ics";

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
  { business, stamp, sequence }: { business: VisitBusiness; stamp: Date; sequence: number },
): CalendarEvent {
  const window = timeWindow(visit.window);
  const domain = new URL(business.baseUrl).hostname.replace(/^www\./, "");
  const hours = `${window.label.toLowerCase()} window ${window.start} to ${window.end}`;
  const what: Record<VisitState, { summary: string; description: string }> = {
    requested: {
      summary: "awaiting confirmation",
      description: `Requested visit, ${hours}; ${business.name} will confirm the time or suggest another.`,
    },
    confirmed: { summary: "confirmed", description: `Confirmed visit, ${hours}.` },
    proposed: {
      summary: "new time proposed",
      description: `${business.name} proposes this visit, ${hours}: accept it or ask for another from the link in our message.`,
    },
    cancelled: { summary: "cancelled", description: "This visit is cancelled." },
  };
  return {
    uid: `${visit.reference}@${domain}`,
    date: visit.date,
    start: window.start,
    end: window.end,
    summary: `${business.name}: electrician visit (${visit.reference}, ${what[state].summary})`,
    description: `${visit.serviceLabel}. ${what[state].description} Reference ${visit.reference}. Phone ${business.phone}.`,
    location: visit.address,
    stamp,
    status: calendarStatus[state],
    sequence,
    // The requested visit is the customer's own note; the business's files come from it.
    ...(state === "requested" ? {} : { organizer: { name: business.name, email: business.email } }),
  };
}
