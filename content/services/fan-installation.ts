import type { ServiceInput } from "../schema";

export const service = {
  slug: "fan-installation",
  title: "Ceiling Fan Installation",
  group: "residential",
  summary:
    "Ceiling and extractor fans installed in Cape Town homes and offices, securely mounted, with switching and speed control that work.",
  intro:
    "A ceiling fan needs a fixing that carries its weight and vibration and a switch that controls it properly. We mount fans securely, add speed controllers or remote kits and install bathroom extractor fans ducted to the outside.",
} satisfies ServiceInput;
