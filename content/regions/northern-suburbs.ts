import type { RegionInput } from "../schema";

export const region = {
  slug: "northern-suburbs",
  name: "Northern Suburbs",
  summary:
    "Electricians for Parow, Goodwood, Bellville, Belhar, Ravensmead, Thornton and Durbanville, a short drive from our workshop in Bishop Lavis.",
  intro:
    "Most of the Northern Suburbs are closer to our Matroosfontein workshop than the city centre is. Belhar, Ravensmead and Parow are about ten minutes away, Goodwood and Thornton a couple of minutes more, Bellville a quarter of an hour, and Durbanville, on the northern edge of the metro, about twenty-five minutes outside rush hour.",
  body: [
    "The housing changes a great deal over that short distance. Goodwood and the older parts of Parow go back to the early decades of the last century, and some homes there still have their original fuse boards. Belhar and Ravensmead are mostly later brick homes that families have extended room by room. Bellville mixes family houses with flats and offices around its centre, and Durbanville has grown outward in estates and townhouse complexes.",
    "What ties the region together is demand that has outgrown the original installation: garages turned into workshops, rooms let to students, kitchens renovated, inverters and car chargers added to boards that were never planned for them. Before adding anything we check what the supply, the board and the existing cable can carry, because a bigger breaker on a small cable only moves the fault somewhere harder to find.",
    "Some properties here are supplied by the City of Cape Town and some directly by Eskom, and that affects how load-shedding reaches you and who to phone when the street goes dark. Your electricity account shows which one supplies you; we can tell you on site whether a fault is inside your property or on the network side.",
    "Being this close lets us come out the same day for most faults, return the next morning to finish a job without a long drive, and keep call-out costs modest. For Durbanville we book work a little further ahead, and emergencies anywhere in the region go to our 24-hour line.",
  ],
} satisfies RegionInput;
