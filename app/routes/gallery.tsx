import { CallToAction } from "#app/components/call-to-action.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { GalleryGrid } from "#app/features/gallery/gallery-grid.tsx";
import { readingPage } from "#app/lib/hydration.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd } from "#app/lib/structured-data.server.ts";
import { site } from "#content/site.ts";

import type { Route } from "./+types/gallery";
import { galleryEntries } from "./gallery.server";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Our work", path: "/gallery" },
];

export function loader() {
  return {
    meta: pageMeta({
      title: "Our work",
      description: `The kind of work ${site.name} does across Cape Town: distribution boards, inverters and solar, lighting, EV chargers, CCTV and network cabling.`,
      path: "/gallery",
    }),
    entries: galleryEntries(),
    structuredData: breadcrumbLd(crumbs),
  };
}

export const meta = metaFromLoader;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

export default function Gallery({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro eyebrow="Gallery" title="Our work" crumbs={crumbs}>
        <p>
          The kind of work we do, each with a note on what it involves. Drawings are marked as
          illustrations; a photo of a job appears only with the customer&apos;s permission. Select a
          picture to see it larger; the arrow keys move between pictures.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <GalleryGrid entries={loaderData.entries} />
      </div>
      <CallToAction />
    </>
  );
}
