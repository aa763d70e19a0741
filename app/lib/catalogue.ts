import { catalogue as afCatalogue } from "#common/i18n/af/catalogue.ts";
import { catalogue as enCatalogue } from "#common/i18n/en/catalogue.ts";
import type { Catalogue } from "#common/i18n/messages.ts";

import { useLocale } from "./locale";

const catalogues = { en: enCatalogue, af: afCatalogue };

/** The words around the services, areas and blog pages' content, in the page's language. */
export function useCatalogue(): Catalogue {
  return catalogues[useLocale()];
}
