import { Link } from "react-router";

import type { Locale } from "#common/i18n/locale.ts";

import { ExampleTag } from "./tag";

export interface LinkCard {
  to: string;
  title: string;
  text?: string;
  /** A small line above the title: a date, a region, a travel time. */
  meta?: string;
  /** The language of the page linked, when it differs from the page's (an English page from an Afrikaans one). */
  lang?: Locale;
  /** An invented example, shown only in development and preview builds, and labelled so. */
  example?: boolean;
}

export function LinkCards({
  cards,
  columns = 2,
  headingLevel = 3,
}: {
  cards: LinkCard[];
  columns?: 2 | 3;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>
      {cards.map((card) => (
        <li
          key={card.to}
          lang={card.lang}
          className="relative rounded-lg border border-slate-200 bg-white p-4 transition-shadow focus-within:shadow-md hover:shadow-md"
        >
          {card.example && <ExampleTag />}
          {card.meta && <p className="text-xs font-medium text-slate-500">{card.meta}</p>}
          <Heading className="font-semibold text-brand-800">
            {/* The link covers the card, so the whole card is one tap target. */}
            <Link
              to={card.to}
              hrefLang={card.lang}
              className="after:absolute after:inset-0 hover:underline"
            >
              {card.title}
            </Link>
          </Heading>
          {card.text && <p className="mt-1 text-sm text-slate-600">{card.text}</p>}
        </li>
      ))}
    </ul>
  );
}
