/**
 * Testimonials, case studies and photos of jobs are proof, and proof needs the customer's
 * permission. An entry without it is an invented example: development and preview builds show it
 * with an "Example" label so the pages can be designed and reviewed; a production build leaves it
 * out of every page, so it never reaches a visitor or a search engine.
 */
import type { Permission } from "./schema";

/**
 * Set by the build: true under `npm run dev` and in a preview build made with
 * `VITE_SHOW_EXAMPLES=true npm run build`, false in every other build. Outside Vite (the
 * launch:check script under tsx) there is no `import.meta.env`, and examples count as hidden.
 */
// Typed as always present, but undefined outside Vite.
const env = import.meta.env as ImportMetaEnv | undefined;
export const showExamples: boolean = env?.DEV === true || env?.VITE_SHOW_EXAMPLES === "true";

interface Options<T> {
  /** Whether examples are shown; the build's setting unless a test says otherwise. */
  examples?: boolean;
  /**
   * Whether an entry presents something as the business's own: every testimonial and case study,
   * but a gallery illustration of a kind of work claims nothing and needs no permission.
   */
  claimsOwnWork?: (entry: T) => boolean;
}

/**
 * The entries a page may show, each marked when it is an example so the page can label it. The
 * permission record stays behind: who gave it is the business's record, not the visitor's.
 */
export function visible<T extends { permission?: Permission }>(
  entries: readonly T[],
  { examples = showExamples, claimsOwnWork = () => true }: Options<T> = {},
): (Omit<T, "permission"> & { example: boolean })[] {
  return entries.flatMap(({ permission, ...entry }) => {
    const example = claimsOwnWork(entry as T) && !permission;
    return examples || !example ? [{ ...entry, example }] : [];
  });
}

/**
 * A gallery item is the business's own work when its picture is a photo or it names where the
 * job was; an illustration of a kind of work claims nothing.
 */
export const showsOwnWork = (item: { area?: string }, photo: boolean): boolean =>
  photo || item.area !== undefined;
