/**
 * Every string of the site's frame, one folder per language (common/i18n/en, common/i18n/af).
 * English is the reference: its modules define the shapes, and the specification's English
 * strings live there unchanged. An Afrikaans module must give every key, so a string added in
 * English and forgotten in Afrikaans fails the type check, not a visitor.
 */
import { catalogue as afCatalogue } from "./af/catalogue";
import { pages as afPages } from "./af/pages";
import { shell as afShell } from "./af/shell";
import { catalogue as enCatalogue } from "./en/catalogue";
import { pages as enPages } from "./en/pages";
import { shell as enShell } from "./en/shell";
import type { Locale } from "./locale";

export type Shell = typeof enShell;
export type Catalogue = typeof enCatalogue;
export type Pages = typeof enPages;

export interface Messages {
  shell: Shell;
  catalogue: Catalogue;
  pages: Pages;
}

export const messages: Record<Locale, Messages> = {
  en: { shell: enShell, catalogue: enCatalogue, pages: enPages },
  af: { shell: afShell, catalogue: afCatalogue, pages: afPages },
};
