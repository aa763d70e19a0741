import type { ServiceInput } from "../schema";

export const service = {
  slug: "light-fixture-installation",
  title: "Light Fixture Installation",
  group: "residential",
  summary:
    "Ceiling lights, downlights, pendants and chandeliers installed safely in Cape Town homes, with dimmers and switching that suit the room.",
  intro:
    "From a single pendant over the dining table to a full set of LED downlights, we install fittings securely, use fire-rated downlights where the ceiling calls for it and wire dimmers that are matched to the lamps.",
} satisfies ServiceInput;
