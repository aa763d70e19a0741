import { Link, useMatches, type MetaDescriptor } from "react-router";

import { useShell } from "#app/lib/locale.ts";
import { languageTags, type Locale } from "#common/i18n/locale.ts";

/**
 * The page's alternate in `locale`, read from the hreflang links its loader built (pageMeta), so
 * the browser needs no list of translated pages: undefined where the page has one edition.
 */
function useAlternatePath(locale: Locale): string | undefined {
  const page = useMatches().at(-1);
  const meta = (page?.loaderData as { meta?: MetaDescriptor[] } | undefined)?.meta;
  const alternate = meta?.find(
    (tag) => "rel" in tag && tag.rel === "alternate" && tag.hrefLang === languageTags[locale],
  ) as { href: string } | undefined;
  return alternate && new URL(alternate.href).pathname;
}

/**
 * The header's switch to the same page in the other language, or to that edition's home page
 * where this page has not been written in it. The path is the choice: nothing is stored.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { languageSwitch } = useShell();
  const target: Locale = languageSwitch.lang;
  const to = useAlternatePath(target) ?? languageSwitch.home;
  return (
    <Link
      to={to}
      hrefLang={languageTags[target]}
      lang={languageTags[target]}
      title={languageSwitch.description}
      data-language-switch=""
      className={`rounded-md text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700 ${
        compact ? "grid min-h-11 min-w-11 place-items-center px-2" : "px-3 py-2"
      }`}
    >
      <span aria-hidden={compact ? "true" : undefined}>
        {compact ? target.toUpperCase() : languageSwitch.label}
      </span>
      {compact && <span className="sr-only">{languageSwitch.label}</span>}
    </Link>
  );
}
