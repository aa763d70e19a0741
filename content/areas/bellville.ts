import type { AreaInput } from "../schema";

export const area = {
  slug: "bellville",
  region: "northern-suburbs",
  name: "Bellville",
  summary:
    "Electricians in Bellville for homes, flats and offices: repairs, distribution board upgrades, backup power and Certificates of Compliance.",
  intro:
    "Bellville is about fifteen minutes from our Bishop Lavis base. We work in the family homes of Boston, Oakdale and Welgemoed, in the student flats near the CPUT campus and in offices around the Bellville CBD, where old boards and overloaded circuits are the usual calls.",
} satisfies AreaInput;
