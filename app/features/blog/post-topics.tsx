import { Link } from "react-router";

import { InlineLinks } from "#app/components/inline-links.tsx";
import { useCatalogue } from "#app/lib/catalogue.ts";
import type { Locale } from "#common/i18n/locale.ts";

const linkClass = "font-semibold text-brand-700 underline";

/** Under the article: its category on the blog page and the areas it is about. */
export function PostTopics({
  category,
  categoryAnchor,
  areas,
}: {
  category: string;
  categoryAnchor: string;
  areas: { to: string; title: string; lang?: Locale }[];
}) {
  const text = useCatalogue().post;
  return (
    <div className="mx-auto max-w-3xl px-4 pb-4 sm:px-6">
      <p className="text-sm text-slate-600">
        {text.moreIn}{" "}
        <Link to={categoryAnchor} className={linkClass}>
          {category}
        </Link>
        {areas.length > 0 && (
          <>
            {" "}
            · {text.areas}{" "}
            <InlineLinks
              links={areas.map((area) => ({ to: area.to, name: area.title, hrefLang: area.lang }))}
              className={linkClass}
            />
          </>
        )}
      </p>
    </div>
  );
}
