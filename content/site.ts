/**
 * The business's facts, in one place. Every page, the structured data, the sitemap and the chat
 * assistant read them from here, so a change of number or address is a change to this file only.
 *
 * The values below were made up for development: none is the real business's yet, and a number
 * or address here could be a stranger's. `siteConfirmed` (under the object) records which ones the
 * owner has checked; claims such as the founding year and registration are in `business.ts`.
 */

export interface OpeningHours {
  /** schema.org day names, used as-is in JSON-LD. */
  days: readonly (
    "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday"
  )[];
  opens: string;
  closes: string;
}

export const site = {
  name: "Lavis Electrical",
  legalName: "Lavis Electrical (Pty) Ltd",
  /** Public origin the site is served from; canonical URLs and the sitemap are built on it. */
  baseUrl: "https://www.lavis-electrical.co.za",
  description:
    "Professional electrical services for residential and commercial properties in Cape Town.",
  phone: { display: "021 934 5710", e164: "+27219345710" },
  whatsapp: { display: "072 555 0193", e164: "+27725550193" },
  email: "info@lavis-electrical.co.za",
  address: {
    street: "23 Matroosfontein Road",
    suburb: "Matroosfontein",
    locality: "Bishop Lavis",
    city: "Cape Town",
    province: "Western Cape",
    postalCode: "7490",
    countryCode: "ZA",
  },
  geo: { latitude: -33.9447, longitude: 18.5752 },
  hours: [
    {
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
      opens: "06:00",
      closes: "18:00",
    },
  ] satisfies OpeningHours[],
  hoursSummary: "Monday to Saturday 06:00 to 18:00, closed Sunday except emergencies",
  emergencySummary: "Emergency call-outs 24 hours a day, 7 days a week",
  timeZone: "Africa/Johannesburg",
  /** Areas the business names in its own words; the service-area pages go into more detail. */
  serviceAreas: [
    "Bellville",
    "Parow",
    "Sea Point",
    "Hout Bay",
    "Bishop Lavis",
    "Bonteheuwel",
    "Belhar",
    "Thornton",
    "Ravensmead",
  ],
  serviceAreaSummary: "the greater Cape Metropolitan area",
  themeColor: "#0b2545",
  /** Google Analytics 4 measurement id (G-XXXXXXX). Empty: no analytics script, no cookies. */
  analyticsId: "",
  /** Google Search Console verification token. Empty: no verification meta tag. */
  siteVerification: "",
} as const;

export type Site = typeof site;

/**
 * Which facts of `site` the owner has checked. Set each to true once the value above is the real
 * business's. Until then `npm run launch:check` fails and names it, a production server logs it at
 * start, and the admin's go-live checklist shows it. (The settings below the facts, such as the
 * theme colour and the analytics id, are not facts and need no confirming.)
 */
export const siteConfirmed = confirmations({
  name: false,
  legalName: false,
  baseUrl: false,
  description: false,
  phone: false,
  whatsapp: false,
  email: false,
  address: false,
  geo: false,
  hours: false,
  hoursSummary: false,
  emergencySummary: false,
  serviceAreas: false,
  serviceAreaSummary: false,
});

/** Typed so that only facts of `site` can be listed, and each flag can be set to true. */
function confirmations<K extends keyof Site>(flags: Record<K, boolean>): Record<K, boolean> {
  return flags;
}

export type SiteFact = keyof typeof siteConfirmed;

export function formatAddress(separator = ", "): string {
  const { street, suburb, locality, city, postalCode } = site.address;
  return [street, `${suburb}, ${locality}`, `${city} ${postalCode}`].join(separator);
}

export function whatsappUrl(text?: string): string {
  const number = site.whatsapp.e164.replace("+", "");
  return text
    ? `https://wa.me/${number}?text=${encodeURIComponent(text)}`
    : `https://wa.me/${number}`;
}

export function absoluteUrl(path: string): string {
  return new URL(path, site.baseUrl).toString();
}
