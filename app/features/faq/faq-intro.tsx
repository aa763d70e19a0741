import { Link } from "react-router";

import { usePages } from "#app/lib/page-words.ts";
import { site } from "#content/site.ts";

/** Above the questions: where to ask one that is not answered here. */
export function FaqIntro({ contactPath }: { contactPath: string }) {
  const t = usePages().faq;
  return (
    <p>
      {t.introCall}{" "}
      <a href={`tel:${site.phone.e164}`} className="font-semibold text-brand-700 underline">
        {site.phone.display}
      </a>{" "}
      {t.introOr}{" "}
      <Link to={contactPath} className="font-semibold text-brand-700 underline">
        {t.sendMessage}
      </Link>
      .
    </p>
  );
}
