import { Link } from "react-router";

import type { Locale } from "#common/i18n/locale.ts";

/** Links in a line of text, separated by commas: a region's suburbs, an article's areas. */
export function InlineLinks({
  links,
  className,
}: {
  /** `hrefLang`: the linked page is in another language than this page (its name is not). */
  links: { to: string; name: string; hrefLang?: Locale }[];
  className: string;
}) {
  return links.map((link, index) => (
    <span key={link.to}>
      {index > 0 && ", "}
      <Link to={link.to} hrefLang={link.hrefLang} className={className}>
        {link.name}
      </Link>
    </span>
  ));
}
