import { languageTags, type Locale } from "#common/i18n/locale.ts";
import { site } from "#content/site.ts";

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** "12 February 2024" (af: "12 Februarie 2024") for an ISO date such as 2024-02-12. */
export function formatDate(isoDate: string, locale: Locale = "en"): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTags[locale], {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: site.timeZone,
    });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(`${isoDate}T12:00:00Z`));
}
