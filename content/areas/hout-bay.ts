import type { AreaInput } from "../schema";

export const area = {
  slug: "hout-bay",
  region: "atlantic-seaboard",
  name: "Hout Bay",
  summary:
    "Electricians in Hout Bay for hillside homes and smallholdings: long cable runs, outdoor lighting, surge protection and backup power.",
  intro:
    "Hout Bay is a forty-five minute drive from Bishop Lavis over Constantia Nek, so we plan visits carefully and bring what the job needs. Homes here are spread out on slopes with long runs to cottages and pump houses, and the sea air and summer wind are hard on outdoor fittings.",
} satisfies AreaInput;
