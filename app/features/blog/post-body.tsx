import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import type { ImageData } from "#content/images.ts";

/** The article's picture and its text, `html` rendered from our own Markdown at build time. */
export function PostBody({ image, html }: { image: ImageData; html: string }) {
  return (
    <>
      <div className="mx-auto max-w-3xl px-4 pt-8 sm:px-6">
        <ResponsiveImage
          image={image}
          priority
          sizes="(min-width: 768px) 768px, 100vw"
          className="aspect-[4/3] w-full rounded-xl object-cover"
        />
      </div>
      <article
        className="article-body mx-auto max-w-3xl px-4 py-8 sm:px-6"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </>
  );
}
