import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-power-restoration",
  title: "Power Restoration",
  group: "residential",
  summary:
    "No power in part of the house or the whole property? We find out whether the fault is yours, Eskom's or the City's and get you back on.",
  intro:
    "A power failure can start at your distribution board, in the supply cable or on the municipal network. We check the board, the meter and the incoming supply, repair what is on your side and report network faults to Eskom or the City of Cape Town with the right details.",
} satisfies ServiceInput;
