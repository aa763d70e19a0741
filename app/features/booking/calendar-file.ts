import type { TimeWindowId } from "#common/booking-dates.ts";
import { createIcs } from "#common/ics.ts";
import { visitCalendarProductId, visitEvent, type VisitLanguage } from "#common/visit-event.ts";
import { site } from "#content/site.ts";

export interface BookedVisit {
  slot: string;
  reference: string;
  date: string;
  window: TimeWindowId;
  address: string;
  serviceLabel: string;
}

const visitBusiness = {
  name: site.name,
  phone: site.phone.display,
  email: site.email,
  baseUrl: site.baseUrl,
};

/** The requested visit as an iCalendar file; the business's later messages update its event. */
export function calendarFile(
  visit: BookedVisit,
  now = new Date(),
  language?: VisitLanguage,
): string {
  return createIcs(
    visitEvent(visit, "requested", {
      business: visitBusiness,
      stamp: now,
      sequence: 0,
      language,
    }),
    visitCalendarProductId(site),
  );
}

/** Hands the file to the browser as a download, named after the booking's reference. */
export function downloadCalendarFile(visit: BookedVisit, language?: VisitLanguage): void {
  const file = calendarFile(visit, new Date(), language);
  const url = URL.createObjectURL(new Blob([file], { type: "text/calendar" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `${visit.reference}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the URL is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
