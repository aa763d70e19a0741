import { Link } from "react-router";

import { InlineLinks } from "#app/components/inline-links.tsx";

const linkClass = "font-semibold text-brand-700 underline";

/** Under the article: its category on the blog page and the areas it is about. */
export function PostTopics({
  category,
  categoryAnchor,
  areas,
}: {
  category: string;
  categoryAnchor: string;
  areas: { to: string; title: string }[];
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 pb-4 sm:px-6">
      <p className="text-sm text-slate-600">
        More in{" "}
        <Link to={categoryAnchor} className={linkClass}>
          {category}
        </Link>
        {areas.length > 0 && (
          <>
            {" "}
            · Areas:{" "}
            <InlineLinks
              links={areas.map((area) => ({ to: area.to, name: area.title }))}
              className={linkClass}
            />
          </>
        )}
      </p>
    </div>
  );
}
