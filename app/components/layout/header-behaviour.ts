/**
 * What the header does beyond HTML and CSS, in plain DOM so that a hydrated page (SiteHeader's
 * effect) and a page without React (the reading-page island) share it: the translucent header
 * past the scroll threshold, the Services <details> closing on Escape, an outside click or the
 * focus leaving it, and the menu button's aria-expanded following its popover. The icons and the
 * "Open menu" / "Close menu" label follow the popover in CSS alone.
 */
export function wireHeader(header: HTMLElement, scrollThreshold: number): () => void {
  const controller = new AbortController();
  const { signal } = controller;

  const updateScrolled = () => {
    header.dataset.scrolled = String(window.scrollY > scrollThreshold);
  };
  updateScrolled();
  window.addEventListener("scroll", updateScrolled, { passive: true, signal });

  const dropdown = header.querySelector<HTMLDetailsElement>("details[data-services]");
  if (dropdown) {
    const close = () => {
      dropdown.open = false;
    };
    document.addEventListener(
      "pointerdown",
      (event) => {
        if (dropdown.open && !dropdown.contains(event.target as Node)) close();
      },
      { signal },
    );
    document.addEventListener(
      "keydown",
      (event) => {
        if (event.key === "Escape" && dropdown.open) {
          close();
          dropdown.querySelector("summary")?.focus();
        }
      },
      { signal },
    );
    dropdown.addEventListener(
      "focusout",
      (event) => {
        if (!dropdown.contains(event.relatedTarget as Node | null)) close();
      },
      { signal },
    );
  }

  const menu = header.querySelector<HTMLElement>("#mobile-menu");
  const button = header.querySelector<HTMLButtonElement>('[popovertarget="mobile-menu"]');
  if (menu && button) {
    // The popover works before this script runs: the visitor may have opened it already.
    button.setAttribute("aria-expanded", String(menu.matches(":popover-open")));
    menu.addEventListener(
      "toggle",
      (event) => {
        button.setAttribute("aria-expanded", String((event as ToggleEvent).newState === "open"));
      },
      { signal },
    );
  }
  // Choosing a link closes the menus, also when it leads to the page already shown (no
  // navigation follows to close them) and before a page that Back may restore as it was left.
  header.addEventListener(
    "click",
    (event) => {
      if ((event.target as Element).closest("#mobile-menu a, details[data-services] a")) {
        closeHeaderMenus(header);
      }
    },
    { signal },
  );
  window.addEventListener(
    "pageshow",
    (event) => {
      if (event.persisted) closeHeaderMenus(header);
    },
    { signal },
  );
  return () => controller.abort();
}

/** Closes both menus: after a client-side navigation, which keeps the page. */
export function closeHeaderMenus(header: HTMLElement) {
  const dropdown = header.querySelector<HTMLDetailsElement>("details[data-services]");
  if (dropdown) dropdown.open = false;
  const menu = header.querySelector<HTMLElement>("#mobile-menu");
  if (menu?.matches(":popover-open")) menu.hidePopover();
}
