import type { ServiceInput } from "../schema";

export const service = {
  slug: "commercial-electrical-services",
  title: "Commercial Electrical Services",
  group: "commercial",
  summary:
    "Electricians for shops, offices, restaurants and workshops in Cape Town: installations, tenant fit-outs, maintenance and compliance.",
  intro:
    "A business cannot afford a dead till point or a kitchen without power. We install and maintain commercial electrical systems, work around trading hours and keep the paperwork that landlords and insurers ask for.",
} satisfies ServiceInput;
