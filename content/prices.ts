/**
 * The owner's price guide: the call-out fee, what a Certificate of Compliance inspection costs and
 * price ranges for the jobs people most often ask about. It lives in `business.priceGuide` and is
 * shown only once set and confirmed; until then the FAQ, the service pages and the assistant
 * explain how a job is priced without naming an amount. No amount here is ever made up.
 */
import { z } from "zod";

import { business, confirmed } from "./business";
import { parseEntry } from "./parse";

/** The jobs a price range can be given for, and the service page that shows it. */
export const pricedJobs = {
  "distribution-board": {
    label: "Replacing a house's distribution board",
    af: "'n Huis se verspreidingsbord (DB-bord) vervang",
    service: "electrical-panel-upgrades",
  },
  "plug-point": {
    label: "An extra double plug point on an existing circuit",
    af: "'n Ekstra dubbele kragpunt op 'n bestaande stroombaan",
    service: "power-point-installation",
  },
  "inverter-installation": {
    label: "Installing a hybrid inverter and battery (the work, without the equipment)",
    af: "'n Hibriede omsetter en battery installeer (die werk, sonder die toerusting)",
    service: "solar-inverter-installation",
  },
} as const;
export type PricedJob = keyof typeof pricedJobs;

const rand = z.number().int().positive();
const rangeSchema = z
  .object({ from: rand, to: rand.optional() })
  .refine((range) => range.to === undefined || range.to >= range.from, {
    message: "`to` cannot be below `from`",
  });
export type PriceRange = z.output<typeof rangeSchema>;

export const priceGuideSchema = z.object({
  /** The day the owner set these prices: shown beside them, so a visitor can judge their age. */
  asOf: z.iso.date(),
  /**
   * A VAT vendor must quote consumers prices that include VAT (VAT Act, section 65); a business
   * that is not registered for VAT charges none.
   */
  vat: z.enum(["included", "not-registered"]),
  calloutFee: rangeSchema.optional(),
  /** Nights, Sundays and public holidays. */
  afterHoursCalloutFee: rangeSchema.optional(),
  cocInspection: rangeSchema.optional(),
  jobs: z.partialRecord(
    z.enum(Object.keys(pricedJobs) as [PricedJob, ...PricedJob[]]),
    rangeSchema,
  ),
});
export type PriceGuide = z.input<typeof priceGuideSchema>;

/**
 * The guide to show, or undefined while the owner has not set and confirmed one. A guide that is
 * confirmed but malformed (a range upside down, a date that is not one) fails the build.
 */
export function shownPriceGuide(): PriceGuide | undefined {
  const guide = confirmed(business.priceGuide);
  return guide && parseEntry(priceGuideSchema, guide, "content/business.ts (priceGuide)");
}

// A no-break space between thousands, so that "R1 250" never breaks across two lines.
const amount = (value: number) => `R${value.toLocaleString("en-ZA").replace(/[\s,]/g, "\u00a0")}`;

/** "R450", "R450 to R650": whole rand, thousands set apart by a space, as South Africans write them. */
export function formatRange(range: PriceRange, language: "en" | "af" = "en"): string {
  if (range.to === undefined || range.to === range.from) return amount(range.from);
  return `${amount(range.from)} ${language === "af" ? "tot" : "to"} ${amount(range.to)}`;
}

/** One line per price that is set, in the order a visitor meets them. */
export function priceLines(
  guide: PriceGuide,
  language: "en" | "af" = "en",
): { label: string; price: string; service?: string }[] {
  const labels =
    language === "af"
      ? {
          callout: "Uitroepfooi",
          afterHours: "Uitroepfooi snags, Sondae en openbare vakansiedae",
          coc: "Inspeksie vir 'n elektriese nakomingsertifikaat (CoC)",
        }
      : {
          callout: "Call-out fee",
          afterHours: "Call-out fee at night, on Sundays and public holidays",
          coc: "Certificate of Compliance inspection",
        };
  const lines = [
    guide.calloutFee && { label: labels.callout, price: formatRange(guide.calloutFee, language) },
    guide.afterHoursCalloutFee && {
      label: labels.afterHours,
      price: formatRange(guide.afterHoursCalloutFee, language),
    },
    guide.cocInspection && {
      label: labels.coc,
      price: formatRange(guide.cocInspection, language),
      service: "electrical-compliance-certificates",
    },
    ...(Object.keys(pricedJobs) as PricedJob[]).map((job) => {
      const range = guide.jobs[job];
      return (
        range && {
          label: language === "af" ? pricedJobs[job].af : pricedJobs[job].label,
          price: formatRange(range, language),
          service: pricedJobs[job].service,
        }
      );
    }),
  ];
  return lines.filter((line) => line !== undefined);
}

/** "as at 3 March 2027, VAT included": what every shown price must carry. */
export function priceTerms(guide: PriceGuide, language: "en" | "af" = "en"): string {
  const date = new Date(`${guide.asOf}T12:00:00Z`).toLocaleDateString(
    language === "af" ? "af-ZA" : "en-ZA",
    { day: "numeric", month: "long", year: "numeric", timeZone: "Africa/Johannesburg" },
  );
  if (language === "af") {
    return `soos op ${date}, ${guide.vat === "included" ? "BTW ingesluit" : "geen BTW nie (ons is nie vir BTW geregistreer nie)"}`;
  }
  return `as at ${date}, ${guide.vat === "included" ? "VAT included" : "no VAT charged (we are not registered for VAT)"}`;
}

/**
 * What a service page shows of the guide: its own prices, with the call-out fee beside them, or
 * undefined when the guide names nothing for this service.
 */
export function servicePrices(
  service: string,
  language: "en" | "af" = "en",
): { lines: { label: string; price: string }[]; terms: string } | undefined {
  const guide = shownPriceGuide();
  if (!guide) return undefined;
  const all = priceLines(guide, language);
  const own = all.filter((line) => line.service === service);
  if (own.length === 0) return undefined;
  const callout = guide.calloutFee && all[0];
  return {
    lines: [...own, ...(callout ? [callout] : [])].map(({ label, price }) => ({ label, price })),
    terms: priceTerms(guide, language),
  };
}
