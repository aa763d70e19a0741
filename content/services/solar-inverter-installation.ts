import type { ServiceInput } from "../schema";

export const service = {
  slug: "solar-inverter-installation",
  title: "Solar Inverter Installation",
  group: "solar",
  summary:
    "Hybrid inverters and lithium batteries for load-shedding backup in Cape Town, installed with correct isolation, earthing and a CoC.",
  intro:
    "An inverter with a battery keeps your lights, Wi-Fi, fridge and gate motor running when the power goes off. We size the system to the circuits you want backed up, install it with proper DC and AC isolation and register it where the City of Cape Town requires.",
} satisfies ServiceInput;
