import { ContactActions } from "#app/components/contact-actions.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { usePages } from "#app/lib/page-words.ts";
import type { ImageData } from "#content/images.ts";
import { site } from "#content/site.ts";

/** The first screen: who we are, where, and the ways to reach us, beside the hero picture. */
export function HomeHero({
  badge,
  text,
  image,
}: {
  badge: string;
  text: string;
  image: ImageData;
}) {
  const t = usePages().home;
  return (
    <section className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:px-8 lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-spark-400 uppercase">{badge}</p>
          <h1 className="mt-2 text-4xl font-bold text-balance sm:text-5xl">
            {t.heading(site.address.locality)}
          </h1>
          <p className="mt-6 text-lg text-slate-200">{text}</p>
          <div className="mt-8">
            <ContactActions tone="dark" />
          </div>
        </div>
        <ResponsiveImage
          image={image}
          priority
          sizes="(min-width: 768px) 50vw, 100vw"
          className="w-full rounded-2xl"
        />
      </div>
    </section>
  );
}
