import type { ServiceInput } from "../schema";

export const service = {
  slug: "outdoor-lighting",
  title: "Outdoor Lighting",
  group: "residential",
  summary:
    "Garden, security and driveway lighting built for Cape Town weather: weatherproof fittings, sensors and timers, and safe outdoor circuits.",
  intro:
    "Outdoor lights face rain, wind-driven sand and sea air. We use fittings with the right IP rating, buried cable at the correct depth and earth leakage protection, so your garden and driveway are lit without nuisance tripping every winter.",
} satisfies ServiceInput;
