import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-wiring-repairs",
  title: "Electrical Wiring Repairs",
  group: "residential",
  summary:
    "Damaged, overheated or rodent-chewed wiring found and repaired in Cape Town homes, without ripping out more wall than necessary.",
  intro:
    "Wiring faults hide in roofs and walls: cables chewed by rats, joints that were never put in a box, conductors that overheated behind a heavy appliance. We locate the damaged section, replace it properly and test the circuit before we leave.",
} satisfies ServiceInput;
