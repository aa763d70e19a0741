import { pages as afPages } from "#common/i18n/af/pages.ts";
import { pages as enPages } from "#common/i18n/en/pages.ts";
import type { Pages } from "#common/i18n/messages.ts";

import { useLocale } from "./locale";

const words = { en: enPages, af: afPages };

/** The home, about, FAQ and privacy pages' own words, in the page's language. */
export function usePages(): Pages {
  return words[useLocale()];
}
