import type { ServiceInput } from "../schema";

export const service = {
  slug: "general-installations",
  title: "General Installations",
  group: "residential",
  summary:
    "Electrical fittings and appliances installed in Cape Town homes: geysers, stoves, extractor fans, timers, gate motors and more.",
  intro:
    "From connecting a new stove to wiring a gate motor or geyser timer, we install equipment to the manufacturer's instructions and SANS 10142-1, on circuits that are protected correctly for what they supply.",
} satisfies ServiceInput;
