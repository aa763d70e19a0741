/**
 * Whether the English home page offers the Afrikaans edition: when Afrikaans ("af", "af-ZA") is
 * among the browser's first two languages, since many Afrikaans speakers here keep English first
 * on their phones. Anything else, or no languages at all, offers nothing.
 */
export function prefersAfrikaans(languages: readonly string[] | undefined): boolean {
  return (languages ?? []).slice(0, 2).some((language) => /^af(-|$)/i.test(language));
}

/** Shows the offers the server sent hidden (app/features/home/afrikaans-offer.tsx) if so. */
export function revealAfrikaansOffer(root: ParentNode, languages: readonly string[] | undefined) {
  if (!prefersAfrikaans(languages)) return;
  for (const offer of root.querySelectorAll<HTMLElement>("[data-afrikaans-offer]")) {
    offer.hidden = false;
  }
}
