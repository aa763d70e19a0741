/**
 * The business's facts, in one place. Every page, the structured data, the sitemap and the chat
 * assistant read them from here, so a change of number or address is a change to this file only.
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
  foundedYear: 2009,
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
  agency: { name: "Southeaster Digital", url: "https://southeaster.digital" },
  themeColor: "#0b2545",
  /** Google Analytics 4 measurement id (G-XXXXXXX). Empty: no analytics script, no cookies. */
  analyticsId: "",
  /** Google Search Console verification token. Empty: no verification meta tag. */
  siteVerification: "",
} as const;

export type Site = typeof site;

export function yearsInBusiness(now: Date = new Date()): number {
  return now.getFullYear() - site.foundedYear;
}

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
