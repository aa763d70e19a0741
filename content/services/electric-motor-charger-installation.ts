import type { ServiceInput } from "../schema";

export const service = {
  slug: "electric-motor-charger-installation",
  title: "EV Charger Installation",
  group: "residential",
  summary:
    "Home and workplace electric vehicle chargers installed in Cape Town, with a load check of your supply and a dedicated protected circuit.",
  intro:
    "An electric vehicle charger draws a heavy load for hours at a time. We check that your supply and distribution board can carry it, install a dedicated circuit with the right protection and set the charger up to avoid tripping your main switch.",
} satisfies ServiceInput;
