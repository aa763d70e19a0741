import { getImage, isPhoto } from "#content/images.ts";
import { allGalleryItems, requireArea, requireService } from "#content/index.ts";
import { paths } from "#content/paths.ts";
import { showsOwnWork, visible } from "#content/proof.ts";

/**
 * The pictures this build may show, each labelled: an invented example, a photo of our own work
 * (with the customer's permission), or an illustration of the kind of work.
 */
export function galleryEntries() {
  return visible(allGalleryItems, {
    claimsOwnWork: (item) => showsOwnWork(item, isPhoto(item.image)),
  }).map((item) => {
    const area = item.area ? requireArea(item.area) : undefined;
    const ownWork = showsOwnWork(item, isPhoto(item.image));
    return {
      slug: item.slug,
      title: item.title,
      caption: item.caption,
      alt: item.alt,
      image: getImage(item.image),
      service: { to: paths.service(item.service), title: requireService(item.service).title },
      area: area && { to: paths.area(area), title: area.name },
      kind: item.example ? "example" : ownWork ? "photo" : "illustration",
    } as const;
  });
}
