/** The year the site was built, defined in vite.config.ts so server and client render the same. */
declare const __BUILD_YEAR__: number;

/** The share card rendered to PNG by vite-imagetools (social networks do not show SVG). */
declare module "*share-card.svg?format=png&w=1200&h=630" {
  const src: string;
  export default src;
}

interface ImportMetaEnv {
  /** "true" for a preview build that shows invented examples (content/proof.ts); never in production. */
  readonly VITE_SHOW_EXAMPLES?: string;
  /** "true" in the server's bundle only: the build's prerender has already validated the content. */
  readonly CONTENT_CHECKED_BY_BUILD?: string;
}
