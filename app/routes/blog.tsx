import { Link } from "react-router";

import { PageIntro } from "#app/components/page-intro.tsx";
import { formatDate } from "#app/lib/format.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { allPosts } from "#content/index.ts";
import { paths } from "#content/paths.ts";
import { site } from "#content/site.ts";

import type { Route } from "./+types/blog";

export function loader() {
  return {
    posts: allPosts.map((post) => ({
      slug: post.slug,
      title: post.title,
      description: post.description,
      published: post.published,
      publishedLabel: formatDate(post.published),
      to: paths.post(post.slug),
    })),
  };
}

// /blog-details shows this list too; both point search engines at /blog.
export const meta = () =>
  pageMeta({
    title: "Electrical advice for Cape Town homes and businesses",
    description: `Articles from the electricians at ${site.name}: safety, load-shedding, solar, Certificates of Compliance and what to expect in your suburb.`,
    path: "/blog",
  });

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro eyebrow="Blog" title="Electrical advice for Cape Town homes and businesses">
        <p>
          Straight answers from working electricians about safety, backup power, compliance and the
          suburbs we work in.
        </p>
      </PageIntro>
      <ul className="mx-auto grid max-w-5xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-2 lg:px-8">
        {loaderData.posts.map((post) => (
          <li key={post.slug} className="rounded-lg border border-slate-200 p-5">
            <article>
              <h2 className="text-lg font-semibold">
                <Link to={post.to} className="text-brand-700 hover:underline">
                  {post.title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-slate-500">
                <time dateTime={post.published}>{post.publishedLabel}</time>
              </p>
              <p className="mt-2 text-sm text-slate-600">{post.description}</p>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
