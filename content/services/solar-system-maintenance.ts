import type { ServiceInput } from "../schema";

export const service = {
  slug: "solar-system-maintenance",
  title: "Solar System Maintenance",
  group: "solar",
  summary:
    "Health checks for solar PV and backup systems in Cape Town: panel cleaning, connection torque checks, battery and inverter diagnostics.",
  intro:
    "Dust, salt and loose DC connections quietly cut the output of a solar system. A yearly check of the panels, isolators, battery health and inverter settings keeps your system producing what you paid for.",
} satisfies ServiceInput;
