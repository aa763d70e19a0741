import { Link } from "react-router";

const chip = "inline-block rounded-full px-3 py-1 text-sm text-brand-800 hover:bg-brand-100";

/** Links to other pages as a row of small rounded chips (suburbs, regions). */
export function ChipLinks({
  links,
}: {
  /** `lang` marks a page in the other language than the one linking it. */
  links: { to: string; label: string; lang?: string }[];
}) {
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            hrefLang={link.lang}
            lang={link.lang}
            className={`${chip} bg-brand-50`}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Jump links to the sections of a long page (service groups, blog categories, FAQ topics). */
export function AnchorNav({
  label,
  items,
}: {
  label: string;
  items: { id: string; label: string }[];
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.id}>
            {/* A plain fragment link: the browser scrolls within the page, no navigation. */}
            <a href={`#${item.id}`} className={`${chip} bg-white font-medium shadow-sm`}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
