import type { ServiceInput } from "../schema";

export const service = {
  slug: "fan-repairs",
  title: "Fan Repairs",
  group: "residential",
  summary:
    "Noisy, wobbling or dead ceiling and extractor fans repaired: capacitors, controllers, bearings and wiring checked and fixed.",
  intro:
    "A fan that hums but will not turn usually needs a new capacitor; one that wobbles needs balancing or a better fixing. We diagnose the cause and repair it, or tell you honestly when replacement is cheaper.",
} satisfies ServiceInput;
