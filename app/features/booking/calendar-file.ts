import { timeWindow, type TimeWindowId } from "#common/booking-dates.ts";
import { createIcs } from "#common/ics.ts";
import { site } from "#content/site.ts";

export interface BookedVisit {
  slot: string;
  reference: string;
  date: string;
  window: TimeWindowId;
  address: string;
  serviceLabel: string;
}

/** The visit as an iCalendar file. */
export function calendarFile(visit: BookedVisit, now = new Date()): string {
  const window = timeWindow(visit.window);
  const domain = new URL(site.baseUrl).hostname.replace(/^www\./, "");
  return createIcs(
    {
      uid: `${visit.reference}@${domain}`,
      date: visit.date,
      start: window.start,
      end: window.end,
      summary: `${site.name}: electrician visit (${visit.reference}, awaiting confirmation)`,
      description: `${visit.serviceLabel}. Requested visit, ${window.label.toLowerCase()} window ${window.start} to ${window.end}; ${site.name} will confirm the time or suggest another. Reference ${visit.reference}. Phone ${site.phone.display}.`,
      location: visit.address,
      stamp: now,
    },
    `-//${site.name}//Booking//EN`,
  );
}

/** Hands the file to the browser as a download, named after the booking's reference. */
export function downloadCalendarFile(visit: BookedVisit): void {
  const url = URL.createObjectURL(new Blob([calendarFile(visit)], { type: "text/calendar" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `${visit.reference}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the URL is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
