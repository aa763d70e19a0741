import { Link } from "react-router";

import { site } from "#content/site.ts";

/** When we visit, and where to go instead for an emergency or a question. */
export function BookingIntro() {
  return (
    <p>
      We book visits on the days and hours we work: {site.hoursSummary}. For an emergency, do not
      wait for a booking: call{" "}
      <a href={`tel:${site.phone.e164}`} className="font-semibold text-brand-700 underline">
        {site.phone.display}
      </a>{" "}
      now, day or night. For anything else you can also{" "}
      <Link to="/contact" className="font-semibold text-brand-700 underline">
        send us a message
      </Link>
      .
    </p>
  );
}
