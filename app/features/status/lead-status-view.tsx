import { formatLongDate } from "#common/booking-dates.ts";
import type { CustomerActionResult, CustomerLeadStatus } from "#common/lead-status.ts";
import { site } from "#content/site.ts";

import { BookingChoices } from "./booking-choices";
import { EmergencyLine } from "./emergency-line";
import { stageText } from "./stage-text";

const kindNames: Record<CustomerLeadStatus["kind"], string> = {
  appointment: "Booking request",
  contact_message: "Message",
  chatbot_submission: "Call-back request",
};

/** The customer's request and where it stands; nothing they did not tell us themselves. */
/** What the slot on the page is, as the booking stands. */
const slotLabels: Record<string, string> = {
  requested: "Requested visit",
  proposed: "Proposed time",
  confirmed: "Confirmed visit",
  cancelled: "Cancelled visit",
};

export function LeadStatusView({
  lead,
  result,
}: {
  lead: CustomerLeadStatus;
  /** The outcome of the action just sent from this page, with the note it carried. */
  result?: { outcome: CustomerActionResult["outcome"]; message?: string; note?: string };
}) {
  const stage = stageText(lead);
  const facts: [string, string][] = [
    ["Reference", lead.reference],
    ["Received", formatLongDate(lead.receivedOn)],
    ...(lead.serviceTitle ? [["Service", lead.serviceTitle] as [string, string]] : []),
    ...(lead.suburb ? [["Suburb", lead.suburb] as [string, string]] : []),
    ...(lead.booking
      ? [[slotLabels[lead.booking.state] ?? "Visit", lead.booking.slot] as [string, string]]
      : []),
  ];
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-12 sm:px-6">
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">
          {kindNames[lead.kind]}
        </p>
        <h1 className="mt-1 text-3xl font-bold text-brand-900">
          {lead.firstName ? `Hi ${lead.firstName}, here is your request` : "Your request"}
        </h1>
      </div>
      {result?.message && (
        <p
          role="status"
          data-testid="status-result"
          className={
            result.outcome === "done"
              ? "rounded-md border border-green-300 bg-green-50 p-4"
              : "rounded-md border border-amber-300 bg-amber-50 p-4"
          }
        >
          {result.message}
        </p>
      )}
      <div className="rounded-md border border-slate-200 p-4" data-testid="status-stage">
        <h2 className="text-xl font-bold text-brand-900">{stage.title}</h2>
        <p className="mt-1">{stage.detail}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {lead.booking && (
        <BookingChoices
          booking={lead.booking}
          note={result?.outcome === "refused" ? result.note : undefined}
        />
      )}
      <p>
        Questions? Call{" "}
        <a href={`tel:${site.phone.e164}`} className="font-semibold text-brand-700 underline">
          {site.phone.display}
        </a>{" "}
        and quote your reference.
      </p>
      <EmergencyLine />
    </section>
  );
}
