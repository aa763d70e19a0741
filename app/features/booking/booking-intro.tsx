import { Link } from "react-router";

import type { FormPageText } from "#app/lib/form-text.server.ts";
import { fill } from "#common/i18n/fill.ts";
import { pathIn } from "#common/i18n/locale.ts";
import { site } from "#content/site.ts";

/** When we visit, and where to go instead for an emergency or a question. */
export function BookingIntro({ text }: { text: FormPageText }) {
  const page = text.bookingPage;
  return (
    <p>
      {fill(page.introDays, { hours: text.hours })}{" "}
      <a href={`tel:${site.phone.e164}`} className="font-semibold text-brand-700 underline">
        {site.phone.display}
      </a>{" "}
      {page.introNow}{" "}
      <Link to={pathIn(text.locale, "/contact")} className="font-semibold text-brand-700 underline">
        {page.introLink}
      </Link>
      .
    </p>
  );
}
