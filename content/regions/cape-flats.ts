import type { RegionInput } from "../schema";

export const region = {
  slug: "cape-flats",
  name: "Cape Flats",
  summary:
    "Local electricians for Bishop Lavis, Bonteheuwel and the surrounding Cape Flats: repairs, prepaid meter faults, backyard room wiring and CoCs.",
  intro:
    "This is home ground: our workshop is in Matroosfontein, Bishop Lavis. We know the council-built semis and maisonettes of the area, the backyard rooms added over the years and the prepaid meters that feed them, and we price our work for the neighbourhood.",
  body: [
    "Most houses here started with a handful of circuits and a small board. Decades later they carry far more: extra rooms, backyard tenants, freezers for a home business, and in winter a heater in every room. Overloaded circuits, tired main switches and connections made without a junction box are the faults we find most, and most of them can be put right in a day.",
    "Because we are minutes away, we can usually come the same day for a fault and fit small jobs in between larger ones, which keeps the cost down for our neighbours.",
  ],
} satisfies RegionInput;
