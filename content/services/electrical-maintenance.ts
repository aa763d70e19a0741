import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-maintenance",
  title: "Electrical Maintenance",
  group: "industrial",
  summary:
    "Planned electrical maintenance for businesses, body corporates and factories in Cape Town: inspections, thermal checks and repairs.",
  intro:
    "Planned maintenance finds the loose connection before it burns out a board. We inspect distribution boards, test earth leakage units, check lighting and emergency systems on a schedule and keep a record you can show your insurer.",
} satisfies ServiceInput;
