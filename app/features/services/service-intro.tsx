import type { Crumb } from "#app/components/breadcrumbs.tsx";
import { ContactActions } from "#app/components/contact-actions.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { useCatalogue } from "#app/lib/catalogue.ts";
import type { ImageData } from "#content/images.ts";

export function ServiceIntro({
  title,
  intro,
  crumbs,
  image,
}: {
  title: string;
  intro: string;
  crumbs: Crumb[];
  image: ImageData;
}) {
  const text = useCatalogue().service;
  return (
    <PageIntro
      eyebrow={text.eyebrow}
      title={title}
      crumbs={crumbs}
      aside={
        <ResponsiveImage
          image={image}
          priority
          sizes="(min-width: 768px) 40vw, 100vw"
          className="w-full rounded-xl"
        />
      }
    >
      <p>{intro}</p>
      <ContactActions topic={title} />
    </PageIntro>
  );
}
