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
  return (
    <p className="text-base text-slate-600">
      By {site.name} · <time dateTime={published}>{publishedLabel}</time>
      {updated && (
        <>
          {" "}
          · Updated <time dateTime={updated}>{updatedLabel}</time>
        </>
      )}{" "}
      · {readingMinutes} min read
    </p>
  );
}
