import { useCatalogue } from "#app/lib/catalogue.ts";
import { site } from "#content/site.ts";

/** Who wrote the article, when, when it last changed, and how long it takes to read. */
export function PostByline({
  post: { published, publishedLabel, updated, updatedLabel, readingMinutes },
}: {
  post: {
    published: string;
    publishedLabel: string;
    updated?: string;
    updatedLabel?: string;
    readingMinutes: number;
  };
}) {
  const text = useCatalogue();
  return (
    <p className="text-base text-slate-600">
      {text.post.by} {site.name} · <time dateTime={published}>{publishedLabel}</time>
      {updated && (
        <>
          {" "}
          · {text.post.updated} <time dateTime={updated}>{updatedLabel}</time>
        </>
      )}{" "}
      · {text.blog.readTime(readingMinutes)}
    </p>
  );
}
