import type { RegionInput } from "../schema";

export const region = {
  slug: "northern-suburbs",
  name: "Northern Suburbs",
  summary:
    "Electricians for Bellville, Parow, Belhar, Ravensmead, Thornton and the rest of Cape Town's Northern Suburbs, minutes from our Bishop Lavis base.",
  intro:
    "The Northern Suburbs are next door to our workshop in Bishop Lavis, so most call-outs here are reached in a quarter of an hour. The housing runs from 1950s Parow bungalows with original wiring to newer Belhar and Bellville townhouse complexes, and we work on all of it.",
} satisfies RegionInput;
