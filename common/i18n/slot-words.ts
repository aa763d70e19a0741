import type { SlotWords } from "../booking-dates";
import { languageTags, type Locale } from "./locale";
import { formMessages } from "./messages";

/** How a booking's slot reads in `locale` (common/booking-dates.ts `formatSlot`); English: as is. */
export const slotWords = (locale: Locale): SlotWords | undefined =>
  locale === "en"
    ? undefined
    : { tag: languageTags[locale], calendar: formMessages[locale].calendar };
