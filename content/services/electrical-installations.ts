import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-installations",
  title: "Electrical Installations",
  group: "residential",
  summary:
    "New circuits, plug points, lights, stoves, geysers and distribution boards installed to SANS 10142-1 by registered electricians in Cape Town.",
  intro:
    "Every new circuit in a South African home has to be installed to SANS 10142-1 and certified. We plan the load, size the cable and protection correctly and leave you with a neat installation and the paperwork to prove it is safe.",
} satisfies ServiceInput;
