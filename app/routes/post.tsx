import { CallToAction } from "#app/components/call-to-action.tsx";
import { LinkCards } from "#app/components/link-cards.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { PostBody } from "#app/features/blog/post-body.tsx";
import { PostByline } from "#app/features/blog/post-byline.tsx";
import { PostTopics } from "#app/features/blog/post-topics.tsx";
import { useCatalogue } from "#app/lib/catalogue.ts";
import { notFound } from "#app/lib/http.server.ts";
import { readingPage } from "#app/lib/hydration.ts";
import { requestLocale } from "#app/lib/locale.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { ownPost } from "#content/editions.ts";

import type { Route } from "./+types/post";
import { postPageData } from "./post.server";

export function loader({ params, request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const post = ownPost(locale, params.slug);
  if (!post) notFound();
  return postPageData(post, locale);
}

export const meta = metaFromLoader;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

export default function PostPage({ loaderData }: Route.ComponentProps) {
  const { post, crumbs, image, services, areas, related } = loaderData;
  const text = useCatalogue().post;
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro eyebrow={post.category} title={post.title} crumbs={crumbs}>
        <PostByline post={post} />
      </PageIntro>
      <PostBody image={image} html={post.html} />
      <PostTopics category={post.category} categoryAnchor={post.categoryAnchor} areas={areas} />
      <Section id="services" title={text.services} tone="tint">
        <LinkCards cards={services} />
      </Section>
      {related.length > 0 && (
        <Section id="related" title={text.related}>
          <LinkCards cards={related} columns={3} />
        </Section>
      )}
      <CallToAction />
    </>
  );
}
