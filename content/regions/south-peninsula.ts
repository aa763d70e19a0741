import type { RegionInput } from "../schema";

export const region = {
  slug: "south-peninsula",
  name: "South Peninsula",
  summary:
    "Electricians for Muizenberg and Fish Hoek on the False Bay coast: salt-air corrosion, older seaside homes, safer lighting, backup power and CoCs.",
  intro:
    "The False Bay side of the peninsula is the far end of our regular service area: allow about 35 minutes from our Bishop Lavis workshop to Muizenberg and about 45 to Fish Hoek. We plan visits here ahead and group them, so the distance does not end up on your bill as a long call-out for a small job.",
  body: [
    "Along this coast the sea is never far away, and neither is the wind. The south-easter drives salt spray and fine sand into outdoor lights, plug points, isolators and gate motors, and fittings that would last many years inland can corrode within a few seasons. We choose outdoor fittings and fixings for the coast rather than for an inland suburb, and we suggest checking them more often than you would further from the sea.",
    "The houses are as varied as the coastline: villas and Art Deco blocks from Muizenberg's years as a seaside resort, the canal-side houses around Zandvlei, and in Fish Hoek modest family houses, retirement complexes and flats near the beach. Because each visit is a fair drive, we ask for photos of the board and the problem when you book, so we arrive with the parts your kind of house is likely to need and finish most repairs in one trip.",
    "For emergencies our 24-hour line covers the South Peninsula too. Because of the drive, we will tell you honestly how long it will take to reach you and, where it is safe, talk you through isolating the fault while we are on the way.",
  ],
} satisfies RegionInput;
