import type { RegionInput } from "../schema";

export const region = {
  slug: "cape-flats",
  name: "Cape Flats",
  summary:
    "Local electricians for Bishop Lavis, Bonteheuwel and the surrounding Cape Flats: repairs, prepaid meter faults, backyard room wiring and CoCs.",
  intro:
    "This is home ground: our base is in Matroosfontein, Bishop Lavis. We know the council-built semis and maisonettes of the area, the backyard rooms added over the years and the prepaid meters that supply them, and we price our work for the neighbourhood.",
} satisfies RegionInput;
