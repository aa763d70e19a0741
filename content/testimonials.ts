import type { Testimonial } from "./schema";

/**
 * Launch copy describing typical feedback; replace each with a real customer's words, given with
 * their permission, before the site goes live. First name and initial only. Deliberately not marked
 * up as reviews for search engines: reviews of yourself on your own site count as self-serving.
 */
export const testimonials = [
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
] satisfies Testimonial[];
