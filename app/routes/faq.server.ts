import type { Locale } from "#common/i18n/locale.ts";
import { faqCategories as afFaqEntries } from "#content/af/faq.ts";
import { allFaqCategories } from "#content/index.ts";
import { parseEntry } from "#content/parse.ts";
import { faqCategorySchema, type FaqCategory } from "#content/schema.ts";

/** The Afrikaans questions, checked like the English ones when the site builds. */
const afFaqCategories: FaqCategory[] = afFaqEntries.map((entry, index) =>
  parseEntry(faqCategorySchema, entry, `content/af/faq.ts category ${index + 1}`),
);

/** The FAQ in `locale`: the Afrikaans one asks fewer questions, those its readers ask. */
export function faqCategoriesIn(locale: Locale): FaqCategory[] {
  return locale === "af" ? afFaqCategories : allFaqCategories;
}
