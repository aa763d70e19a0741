import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-appliance-installation",
  title: "Appliance Installation",
  group: "residential",
  summary:
    "Stoves, hobs, ovens, geysers, dishwashers and heat pumps connected on correctly rated circuits by Cape Town electricians.",
  intro:
    "Big appliances need their own circuits, the right cable size and the right isolator. We connect stoves, ovens, hobs, geysers and heat pumps so they run safely and the installation stays compliant.",
} satisfies ServiceInput;
