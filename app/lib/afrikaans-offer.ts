/**
 * Whether the English home page offers the Afrikaans edition: only when the browser's first
 * language is Afrikaans ("af", "af-ZA"). Everything else, or no languages at all, offers nothing.
 */
export function prefersAfrikaans(languages: readonly string[] | undefined): boolean {
  return /^af(-|$)/i.test(languages?.[0] ?? "");
}

/** Shows the offers the server sent hidden (app/features/home/afrikaans-offer.tsx) if so. */
export function revealAfrikaansOffer(root: ParentNode, languages: readonly string[] | undefined) {
  if (!prefersAfrikaans(languages)) return;
  for (const offer of root.querySelectorAll<HTMLElement>("[data-afrikaans-offer]")) {
    offer.hidden = false;
  }
}
