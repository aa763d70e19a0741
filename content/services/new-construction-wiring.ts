import type { ServiceInput } from "../schema";

export const service = {
  slug: "new-construction-wiring",
  title: "New Construction Wiring",
  group: "commercial",
  summary:
    "Electrical installations for new houses, flats and small commercial buildings in Cape Town, from first fix conduit to final CoC.",
  intro:
    "New builds need the electrician on site early, when conduit goes into the slab and walls. We work from your plans, coordinate with the builder and the supply authority and hand over a tested, certified installation.",
} satisfies ServiceInput;
