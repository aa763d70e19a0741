import type { ServiceInput } from "../schema";

export const service = {
  slug: "energy-efficiency-solutions",
  title: "Energy Efficiency Solutions",
  group: "solar",
  summary:
    "Cut your electricity bill in Cape Town: geyser timers and heat pumps, LED lighting, solar water heating and smart load control.",
  intro:
    "The geyser is usually the biggest single load in a South African home. Timers, heat pumps, LED lighting and solar water heating cut the bill and reduce what your backup system has to carry during load-shedding.",
} satisfies ServiceInput;
