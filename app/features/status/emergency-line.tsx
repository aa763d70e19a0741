import { site } from "#content/site.ts";

/** Every status page ends with it: a booking is no answer to sparks or a burning smell. */
export function EmergencyLine() {
  return (
    <p className="rounded-md border border-red-200 bg-red-50 p-4 text-slate-800">
      <strong>Emergency?</strong> Sparks, a burning smell, exposed wires or no power at all: do not
      wait for us to get back to you. Call{" "}
      <a href={`tel:${site.phone.e164}`} className="font-semibold text-red-800 underline">
        {site.phone.display}
      </a>
      , 24 hours a day.
    </p>
  );
}
