import type { AreaInput } from "../schema";

export const area = {
  slug: "rondebosch",
  region: "southern-suburbs",
  name: "Rondebosch",
  summary:
    "Rondebosch electricians for family homes and student digs: Certificates of Compliance, rewiring, extra plug points and backup power.",
  intro:
    "Rondebosch is about twenty minutes from Bishop Lavis along the N2. We work in big older family homes and in houses converted into student accommodation, where landlords need safe circuits, enough plug points for every room and a valid Certificate of Compliance.",
} satisfies AreaInput;
