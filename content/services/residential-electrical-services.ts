import type { ServiceInput } from "../schema";

export const service = {
  slug: "residential-electrical-services",
  title: "Residential Electrical Services",
  group: "residential",
  summary:
    "Everything electrical for Cape Town homes: repairs, installations, upgrades, backup power and Certificates of Compliance.",
  intro:
    "We have looked after Cape Town homes since we started: Cape Flats semis, Northern Suburbs family homes, City Bowl apartments and Atlantic Seaboard villas. Whatever the house, we do the job to SANS 10142-1 and explain what we did.",
} satisfies ServiceInput;
