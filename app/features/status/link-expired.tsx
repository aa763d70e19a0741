import { site } from "#content/site.ts";

import { EmergencyLine } from "./emergency-line";

/** A status link past its date: the customer still needs a way to reach us. */
export function LinkExpired() {
  return (
    <section className="mx-auto max-w-3xl space-y-4 px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-brand-900">This link has expired</h1>
      <p>
        For your privacy, the link to follow a request works for a limited time. To ask where your
        request stands, call us on{" "}
        <a href={`tel:${site.phone.e164}`} className="font-semibold text-brand-700 underline">
          {site.phone.display}
        </a>{" "}
        or e-mail{" "}
        <a href={`mailto:${site.email}`} className="font-semibold text-brand-700 underline">
          {site.email}
        </a>{" "}
        with your reference number. The next message we send you about it carries a new link.
      </p>
      <EmergencyLine />
    </section>
  );
}
