import { Link } from "react-router";

import { site } from "#content/site.ts";

/** Above the questions: where to ask one that is not answered here. */
export function FaqIntro() {
  return (
    <p>
      The questions customers ask us most, answered plainly. If yours is not here, call{" "}
      <a href={`tel:${site.phone.e164}`} className="font-semibold text-brand-700 underline">
        {site.phone.display}
      </a>{" "}
      or{" "}
      <Link to="/contact" className="font-semibold text-brand-700 underline">
        send us a message
      </Link>
      .
    </p>
  );
}
