import type { ServiceInput } from "../schema";

export const service = {
  slug: "lighting-solutions",
  title: "Lighting Solutions",
  group: "commercial",
  summary:
    "LED lighting design and retrofits for shops, offices and warehouses in Cape Town: better light, lower bills, correct emergency lighting.",
  intro:
    "Good lighting sells stock, prevents accidents and costs less to run than old fluorescent tubes. We plan lighting levels for the space, retrofit to efficient LED and install emergency lighting where the building needs it.",
} satisfies ServiceInput;
