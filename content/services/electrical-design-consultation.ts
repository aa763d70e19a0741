import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-design-consultation",
  title: "Electrical Design and Consultation",
  group: "commercial",
  summary:
    "Electrical layouts, load calculations and advice for building projects, backup power and business premises in Cape Town.",
  intro:
    "Getting the design right saves money on site. We work out loads, plan circuits and distribution boards, advise on backup power and prepare layouts that your builder, architect and the supply authority can work from.",
} satisfies ServiceInput;
