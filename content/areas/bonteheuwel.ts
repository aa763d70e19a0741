import type { AreaInput } from "../schema";

export const area = {
  slug: "bonteheuwel",
  region: "cape-flats",
  name: "Bonteheuwel",
  summary:
    "Electricians in Bonteheuwel: safe wiring for backyard rooms, plug and light repairs, prepaid meter trips and compliance certificates.",
  intro:
    "Bonteheuwel is our next-door neighbour, five minutes across the railway line. Many homes share one prepaid meter and one distribution board with backyard rooms, which leads to tripping and overheated cables; we split the circuits safely and fit the right protection.",
} satisfies AreaInput;
