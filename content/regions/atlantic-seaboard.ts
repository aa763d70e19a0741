import type { RegionInput } from "../schema";

export const region = {
  slug: "atlantic-seaboard",
  name: "Atlantic Seaboard",
  summary:
    "Electricians for Sea Point, Hout Bay and the Atlantic Seaboard: apartment blocks, hillside homes, salt-air corrosion and sectional-title CoCs.",
  intro:
    "Along the Atlantic Seaboard the sea air eats metal: outdoor fittings, isolators and even distribution boards corrode years before they would inland. We plan for that with marine-grade fittings and work regularly with body corporates in the older apartment blocks.",
} satisfies RegionInput;
