import type { ServiceInput } from "../schema";

export const service = {
  slug: "emergency-electrical-services",
  title: "Emergency Electrical Services",
  group: "residential",
  summary:
    "24/7 emergency electricians in Cape Town for tripping boards, burning smells, sparking plugs and total power loss. Call day or night.",
  intro:
    "When the main switch will not stay up, a plug point is scorched or you smell burning plastic, you need an electrician now, not next week. Our emergency team answers around the clock, makes the installation safe first and then finds the fault.",
} satisfies ServiceInput;
