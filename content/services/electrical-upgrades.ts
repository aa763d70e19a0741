import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-upgrades",
  title: "Electrical Upgrades",
  group: "residential",
  summary:
    "Upgrade an older Cape Town home's electrics: more circuits, earth leakage and surge protection, modern boards and safer wiring.",
  intro:
    "Homes built decades ago were not wired for air-conditioners, induction hobs, inverters and home offices. An upgrade adds circuits and protection where the load has grown, so the installation keeps up with how you live now.",
} satisfies ServiceInput;
