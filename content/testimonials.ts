import type { Testimonial } from "./schema";

/**
 * What customers said, first name and initial only. Each entry below is an invented example: with
 * no `permission` a production build leaves it out and development shows it labelled "Example"
 * (content/proof.ts). To publish a real one, add the customer's words with
 * `permission: { givenBy: "their name in your records", givenOn: "YYYY-MM-DD", permissionOn: "YYYY-MM-DD" }`,
 * the last being the day they agreed in writing. Deliberately not marked up as reviews for search
 * engines: reviews of yourself on your own site count as self-serving.
 */
export const testimonials: Testimonial[] = [
  {
    quote:
      "They found the fault that two other electricians had missed, explained it in plain language and had the certificate to our conveyancer the same day.",
    name: "Nadia P.",
    area: "parow",
    service: "electrical-compliance-certificates",
  },
  {
    quote:
      "Our main switch tripped every night in winter. They sorted out the back rooms properly and it has not tripped once since.",
    name: "Ridwaan S.",
    area: "bonteheuwel",
    service: "electrical-repairs",
  },
  {
    quote:
      "Neat work in a small flat, no mess, and they dealt with the body corporate and the City registration for us.",
    name: "Claire M.",
    area: "sea-point",
    service: "solar-inverter-installation",
  },
  {
    quote:
      "Called at eleven at night with a burning smell from the board. Someone was here within the hour and made it safe.",
    name: "Johan V.",
    area: "bellville",
    service: "emergency-electrical-services",
  },
  {
    quote:
      "They built the control panel in their workshop and fitted it over a weekend, so we did not lose a day of work.",
    name: "Faiek A.",
    area: "bellville",
    service: "industrial-electrical-services",
  },
  {
    quote:
      "Clear quote, on time, and they labelled every circuit on the new board so I finally know what is what.",
    name: "Thembeka N.",
    area: "belhar",
    service: "electrical-panel-upgrades",
  },
];
