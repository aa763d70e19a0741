import type { AreaInput } from "../schema";

export const area = {
  slug: "belhar",
  region: "northern-suburbs",
  name: "Belhar",
  summary:
    "Belhar electricians for family homes and townhouse complexes: fault-finding, inverter installs for load-shedding, board upgrades and CoCs.",
  intro:
    "Belhar borders Bishop Lavis, so we can usually be there within ten minutes. The homes here are mostly from the 1970s onwards, and the work we are asked for most is backup power for load-shedding and extra circuits for extensions.",
} satisfies AreaInput;
