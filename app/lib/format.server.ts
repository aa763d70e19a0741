import { languageTags, type Locale } from "#common/i18n/locale.ts";
import { site } from "#content/site.ts";

const dateFormats = Object.fromEntries(
  Object.entries(languageTags).map(([locale, tag]) => [
    locale,
    new Intl.DateTimeFormat(tag, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: site.timeZone,
    }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>;

/** "12 February 2024" (af: "12 Februarie 2024") for an ISO date such as 2024-02-12. */
export function formatDate(isoDate: string, locale: Locale = "en"): string {
  return dateFormats[locale].format(new Date(`${isoDate}T12:00:00Z`));
}

/** "About 25 minutes' drive" for a travel time in minutes. */
export function formatTravelTime(minutes: number): string {
  if (minutes <= 5) return "About five minutes' drive";
  if (minutes >= 60) return "About an hour's drive";
  return `About ${Math.round(minutes / 5) * 5} minutes' drive`;
}
