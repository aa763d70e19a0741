import { Link } from "react-router";

/** Links in a line of text, separated by commas: a region's suburbs, an article's areas. */
export function InlineLinks({
  links,
  className,
}: {
  links: { to: string; name: string }[];
  className: string;
}) {
  return links.map((link, index) => (
    <span key={link.to}>
      {index > 0 && ", "}
      <Link to={link.to} className={className}>
        {link.name}
      </Link>
    </span>
  ));
}
