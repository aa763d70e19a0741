import type { AreaInput } from "../schema";

export const area = {
  slug: "bishop-lavis",
  region: "cape-flats",
  name: "Bishop Lavis",
  summary:
    "Your local electrician in Bishop Lavis and Matroosfontein: same-day repairs, prepaid meter faults, backyard room wiring and CoCs.",
  intro:
    "Bishop Lavis is where our workshop is, so for most neighbours we are minutes away. We know the council-built semi-detached homes and maisonettes here, the backyard rooms that have been wired on over the years and the prepaid meters that feed them.",
} satisfies AreaInput;
