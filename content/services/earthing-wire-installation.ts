import type { ServiceInput } from "../schema";

export const service = {
  slug: "earthing-wire-installation",
  title: "Earthing Installation",
  group: "residential",
  summary:
    "Earth electrodes, bonding and earth continuity for Cape Town homes, tested to SANS 10142-1 so protection devices work when they must.",
  intro:
    "Without a sound earth, an earth leakage unit cannot protect you and a fault can leave metal parts live. We install or repair the earth electrode, bond metal pipes and geysers, and measure the earth resistance so you know it works.",
} satisfies ServiceInput;
