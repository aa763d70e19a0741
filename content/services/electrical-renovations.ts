import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-renovations",
  title: "Electrical Renovations",
  group: "residential",
  summary:
    "Electrical work for kitchen, bathroom and home renovations in Cape Town, planned with your builder and certified at the end.",
  intro:
    "A renovation is the cheapest time to put the electrics right: walls are open and the layout is changing. We plan plug points, lighting and dedicated circuits with you and your builder, then certify the altered installation.",
} satisfies ServiceInput;
