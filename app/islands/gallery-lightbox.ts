/**
 * The gallery's lightbox on a page that does not hydrate: the same native <dialog> the React
 * grid renders (app/features/gallery/gallery-grid.tsx), filled from the thumbnails. Arrow keys
 * move between pictures; closing gives the focus back to the thumbnail that opened it.
 */
export function wireGallery(list: HTMLElement) {
  const dialog = document.querySelector<HTMLDialogElement>("dialog[data-lightbox]");
  if (!dialog) return;
  const part = (name: string) => dialog.querySelector<HTMLElement>(`[data-lightbox-${name}]`);
  const items = [...list.querySelectorAll<HTMLElement>("[data-gallery-item]")];
  let index = 0;
  let openedFrom = 0;

  const show = (next: number) => {
    index = (next + items.length) % items.length;
    const item = items[index];
    const picture = item?.querySelector("picture, img")?.cloneNode(true) as HTMLElement | undefined;
    if (!item || !picture) return;
    for (const element of [picture, ...picture.querySelectorAll("img, source")]) {
      if (element.hasAttribute("sizes")) element.setAttribute("sizes", "95vw");
      if (element instanceof HTMLImageElement) {
        element.loading = "eager";
        element.className = "max-h-[70dvh] w-full object-contain";
      }
    }
    part("image")?.replaceChildren(picture);
    const title = part("title");
    if (title) title.textContent = item.querySelector("h2")?.textContent ?? "";
    const count = part("count");
    if (count) count.textContent = `(${index + 1} of ${items.length})`;
    const caption = part("caption");
    if (caption) caption.textContent = item.querySelector("[data-caption]")?.textContent ?? "";
  };

  items.forEach((item, position) => {
    item.querySelector("button")?.addEventListener("click", () => {
      openedFrom = position;
      show(position);
      dialog.showModal();
    });
  });
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "ArrowRight") show(index + 1);
    if (event.key === "ArrowLeft") show(index - 1);
  });
  for (const button of dialog.querySelectorAll<HTMLElement>("[data-lightbox-step]")) {
    button.addEventListener("click", () => show(index + Number(button.dataset.lightboxStep)));
  }
  part("close")?.addEventListener("click", () => dialog.close());
  dialog.addEventListener("close", () => items[openedFrom]?.querySelector("button")?.focus());
}
