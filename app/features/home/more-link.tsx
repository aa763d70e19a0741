import { Link } from "react-router";

import type { Locale } from "#common/i18n/locale.ts";

/**
 * The link under a section's cards to the page that lists all of them; `lang` marks a page in
 * the other language (an English page linked from an Afrikaans one).
 */
export function MoreLink({ to, lang, children }: { to: string; lang?: Locale; children: string }) {
  return (
    <p className="mt-6">
      <Link to={to} hrefLang={lang} className="font-semibold text-brand-700 underline">
        {children}
      </Link>
    </p>
  );
}
