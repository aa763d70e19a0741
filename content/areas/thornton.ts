import type { AreaInput } from "../schema";

export const area = {
  slug: "thornton",
  region: "northern-suburbs",
  name: "Thornton",
  summary:
    "Electricians in Thornton: careful upgrades of established homes, garden and security lighting, backup power and Certificates of Compliance.",
  intro:
    "Thornton is a quiet, established suburb between Epping and Pinelands, about fifteen minutes from Bishop Lavis. Its free-standing houses on generous plots often need outdoor lighting, long cable runs to outbuildings and distribution board upgrades when they change hands.",
} satisfies AreaInput;
