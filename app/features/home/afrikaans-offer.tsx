import { useSyncExternalStore } from "react";

import { prefersAfrikaans } from "#app/lib/afrikaans-offer.ts";
import { afrikaansOffer } from "#common/i18n/af/pages.ts";
import { pathIn } from "#common/i18n/locale.ts";

/**
 * The English home page's one-line offer of the Afrikaans edition, sent hidden: the reading
 * page's island shows it when the browser prefers Afrikaans (app/lib/afrikaans-offer.ts), and so
 * does this component after a navigation inside the app. Never a redirect: search engines and
 * shared phones must get the page they asked for.
 */
// The browser's languages do not change while the page is open.
const subscribe = () => () => {};

export function AfrikaansOffer() {
  const shown = useSyncExternalStore(
    subscribe,
    () => prefersAfrikaans(navigator.languages),
    () => false,
  );
  return (
    <p
      data-afrikaans-offer=""
      hidden={!shown}
      lang="af"
      className="bg-brand-50 px-4 py-2 text-center text-sm"
    >
      <a href={pathIn("af", "/")} hrefLang="af" className="font-semibold text-brand-700 underline">
        {afrikaansOffer}
      </a>
    </p>
  );
}
