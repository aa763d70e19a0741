import type { RegionInput } from "../schema";

export const region = {
  slug: "southern-suburbs",
  name: "Southern Suburbs",
  summary:
    "Electricians for Rondebosch and the Southern Suburbs: family homes, student accommodation, renovations, backup power and CoCs for property sales.",
  intro:
    "The Southern Suburbs mix large older family homes with student digs and new renovations. The jobs we see most are Certificates of Compliance for sales, rewiring of 1950s and 1960s houses and backup power for people who work from home.",
} satisfies RegionInput;
