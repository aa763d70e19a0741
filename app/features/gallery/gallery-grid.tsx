import { Link } from "react-router";

import { Icon } from "#app/components/icon.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { ExampleTag, Tag } from "#app/components/tag.tsx";
import type { ImageData } from "#content/images.ts";

export interface GalleryEntry {
  slug: string;
  title: string;
  caption: string;
  alt: string;
  image: ImageData;
  service: { to: string; title: string };
  area?: { to: string; title: string };
  /**
   * "illustration" for a drawing of a kind of work, "example" for invented own work (development
   * and preview builds only), "photo" for the business's own, published with permission.
   */
  kind: "illustration" | "example" | "photo";
}

/**
 * Thumbnails open a larger view in a native modal <dialog>: it traps focus, closes on Escape and
 * is announced as a dialog. The gallery is a reading page and does not hydrate (decision 016): the
 * behaviour (opening, arrow keys, focus back to the thumbnail) is the island's,
 * app/islands/gallery-lightbox.ts, which fills this dialog from the data-* marks.
 */
export function GalleryGrid({ entries }: { entries: GalleryEntry[] }) {
  const current = entries[0];

  return (
    <>
      <ul data-gallery="" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {entries.map((entry) => (
          <li key={entry.slug} data-gallery-item="">
            <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white">
              <button
                type="button"
                className="block w-full cursor-zoom-in"
                aria-label={`Enlarge: ${entry.title}`}
              >
                <ResponsiveImage
                  image={entry.image}
                  alt={entry.alt}
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[4/3] w-full object-cover"
                />
              </button>
              <figcaption className="p-4">
                {entry.kind === "example" && <ExampleTag />}
                {entry.kind === "illustration" && <Tag tone="neutral">Illustration</Tag>}
                <h2 className="font-semibold text-brand-900">{entry.title}</h2>
                <p data-caption="" className="mt-1 text-sm text-slate-600">
                  {entry.caption}
                </p>
                <p className="mt-2 text-sm">
                  <Link to={entry.service.to} className="font-medium text-brand-700 underline">
                    {entry.service.title}
                  </Link>
                  {entry.area && (
                    <>
                      {" · "}
                      <Link to={entry.area.to} className="text-brand-700 underline">
                        {entry.area.title}
                      </Link>
                    </>
                  )}
                </p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>

      <dialog
        data-lightbox=""
        aria-labelledby="lightbox-title"
        className="m-auto max-h-[95dvh] w-[min(64rem,95vw)] rounded-xl bg-white p-0 backdrop:bg-slate-950/80"
      >
        {current && (
          <div className="flex flex-col">
            <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3">
              <h2 id="lightbox-title" className="font-semibold text-brand-900">
                <span data-lightbox-title="">{current.title}</span>{" "}
                <span data-lightbox-count="" className="text-sm font-normal text-slate-500">
                  (1 of {entries.length})
                </span>
              </h2>
              <button
                type="button"
                data-lightbox-close=""
                className="grid size-10 place-items-center rounded-md hover:bg-slate-100"
              >
                <Icon name="close" className="size-5" />
                <span className="sr-only">Close</span>
              </button>
            </div>
            <div data-lightbox-image="">
              <ResponsiveImage
                image={current.image}
                alt={current.alt}
                sizes="95vw"
                className="max-h-[70dvh] w-full object-contain"
              />
            </div>
            <div className="flex items-center justify-between gap-4 px-4 py-3">
              <button
                type="button"
                data-lightbox-step="-1"
                className="grid size-10 place-items-center rounded-md hover:bg-slate-100"
              >
                <Icon name="chevron-left" className="size-5" />
                <span className="sr-only">Previous picture</span>
              </button>
              <p data-lightbox-caption="" className="text-sm text-slate-600">
                {current.caption}
              </p>
              <button
                type="button"
                data-lightbox-step="1"
                className="grid size-10 place-items-center rounded-md hover:bg-slate-100"
              >
                <Icon name="chevron-right" className="size-5" />
                <span className="sr-only">Next picture</span>
              </button>
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
