/**
 * The words of the contact and booking pages in the page's language, as loader data: the
 * browser gets its own language's strings with the page, never both languages in its script.
 */
import { fill } from "#common/i18n/fill.ts";
import { languageTags, type Locale } from "#common/i18n/locale.ts";
import { formMessages, mailMessages } from "#common/i18n/messages.ts";
import { site } from "#content/site.ts";

const englishDays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** A weekday's name in `locale`: 2026-11-22 is a Sunday. */
const dayName = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(languageTags[locale], { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2026, 10, 22 + englishDays.indexOf(day))),
  );

/** The opening hours in words: content/site.ts' own in English, made from its hours otherwise. */
function hoursSummary(locale: Locale): string {
  const first = site.hours[0];
  if (locale === "en" || !first) return site.hoursSummary;
  return fill(formMessages[locale].contactPage.hoursSummary, {
    from: dayName(first.days[0]!, locale),
    to: dayName(first.days.at(-1)!, locale),
    opens: first.opens,
    closes: first.closes,
  });
}

export function formPageText(locale: Locale) {
  const { server: _server, resultPage: _resultPage, ...text } = formMessages[locale];
  return {
    ...text,
    locale,
    /** The calendar file's words (common/visit-event.ts). */
    visit: mailMessages[locale].visit,
    hours: hoursSummary(locale),
    emergency:
      locale === "en" ? site.emergencySummary : formMessages[locale].contactPage.emergencySummary,
  };
}

export type FormPageText = ReturnType<typeof formPageText>;
