/** The site's frame in English: what every page shows around its content. */
export const shell = {
  skipToContent: "Skip to content",
  /** The header's switch, read by a screen reader before the other language's name. */
  otherLanguage: "Lees hierdie bladsy in Afrikaans",
};
