import type { ServiceInput } from "../schema";

export const service = {
  slug: "light-fixture-repairs",
  title: "Light Fixture Repairs",
  group: "residential",
  summary:
    "Flickering, buzzing or dead lights repaired: faulty switches, failed drivers and loose connections traced and fixed in Cape Town homes.",
  intro:
    "When a light flickers or a whole row of downlights goes dark, the cause is usually a failed LED driver, a tired switch or a loose connection. We find the real fault instead of just swapping bulbs.",
} satisfies ServiceInput;
