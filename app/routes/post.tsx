import { marked } from "marked";

import { CallToAction } from "#app/components/call-to-action.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { formatDate } from "#app/lib/format.ts";
import { notFound } from "#app/lib/http.ts";
import { notFoundMeta, pageMeta } from "#app/lib/meta.ts";
import { getPost } from "#content/index.ts";
import { paths } from "#content/paths.ts";
import { site } from "#content/site.ts";

import type { Route } from "./+types/post";

export function loader({ params }: Route.LoaderArgs) {
  const post = getPost(params.slug);
  if (!post) notFound();
  return {
    post: {
      slug: post.slug,
      title: post.title,
      description: post.description,
      published: post.published,
      publishedLabel: formatDate(post.published),
      // Markdown from our own content folder, rendered once at build time.
      html: marked.parse(post.body, { async: false }),
    },
  };
}

export const meta = ({ data }: Route.MetaArgs) =>
  data
    ? pageMeta({
        title: data.post.title,
        description: data.post.description,
        path: paths.post(data.post.slug),
      })
    : notFoundMeta;

export default function PostPage({ loaderData: { post } }: Route.ComponentProps) {
  return (
    <>
      <PageIntro eyebrow="Blog" title={post.title}>
        <p className="text-base text-slate-600">
          By {site.name} · <time dateTime={post.published}>{post.publishedLabel}</time>
        </p>
      </PageIntro>
      <article
        className="article-body mx-auto max-w-3xl px-4 py-10 sm:px-6"
        dangerouslySetInnerHTML={{ __html: post.html }}
      />
      <CallToAction />
    </>
  );
}
