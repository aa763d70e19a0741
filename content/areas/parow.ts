import type { AreaInput } from "../schema";

export const area = {
  slug: "parow",
  region: "northern-suburbs",
  name: "Parow",
  summary:
    "Parow electricians for older homes and Voortrekker Road businesses: rewiring, fault-finding, board upgrades and CoCs for property sales.",
  intro:
    "Parow's older streets are full of solid 1940s to 1960s homes that still run on their original wiring and fuse boards. We are ten minutes away in Bishop Lavis and often rewire or upgrade these houses when they are sold and a Certificate of Compliance is needed.",
} satisfies AreaInput;
