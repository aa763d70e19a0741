import { Fragment, type ReactNode } from "react";
import { Link, useInRouterContext } from "react-router";

import { site } from "#content/site.ts";

/**
 * Text with [label](target) links, for content and the chat assistant's replies. Only targets
 * that are a path of this site, mailto:, tel: or https: become links; the business's phone number
 * becomes a tel: link when asked. Everything else, including anything a visitor typed, stays text.
 */
const linkPattern = /\[([^\]]+)\]\((\/[a-z0-9/#-]*|mailto:[^)\s]+|tel:\+?\d+|https:\/\/[^)\s]+)\)/;
const phonePattern = new RegExp(site.phone.display.replace(/ /g, "\\s"));

function inline(line: string, linkPhone: boolean, linkClass: string, routed: boolean): ReactNode[] {
  const pattern = new RegExp(
    linkPhone ? `${linkPattern.source}|(${phonePattern.source})` : linkPattern.source,
    "g",
  );
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of line.matchAll(pattern)) {
    if (match.index > last) parts.push(line.slice(last, match.index));
    const [whole, label, target] = match;
    // The chat on a page that does not hydrate has no router: its links are ordinary ones.
    if (label && target?.startsWith("/") && routed) {
      parts.push(
        <Link key={match.index} to={target} className={linkClass}>
          {label}
        </Link>,
      );
    } else {
      parts.push(
        <a key={match.index} href={target ?? `tel:${site.phone.e164}`} className={linkClass}>
          {label ?? whole}
        </a>,
      );
    }
    last = match.index + whole.length;
  }
  if (last < line.length) parts.push(line.slice(last));
  return parts;
}

export function RichText({
  text,
  linkPhone = false,
  className,
  linkClass = "font-medium text-brand-700 underline",
}: {
  text: string;
  linkPhone?: boolean;
  className?: string;
  linkClass?: string;
}) {
  const routed = useInRouterContext();
  return (
    <div className={className}>
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>
          {paragraph.split("\n").map((line, row) => (
            <Fragment key={row}>
              {row > 0 && <br />}
              {inline(line, linkPhone, linkClass, routed)}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
