import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-inspections",
  title: "Electrical Inspections",
  group: "residential",
  summary:
    "Thorough electrical inspections of Cape Town homes and buildings: we test the whole installation and report what is unsafe or non-compliant.",
  intro:
    "An inspection tells you what is really behind the walls: undersized cables, missing earth continuity, earth leakage units that no longer trip. We test every circuit, explain the findings in plain language and quote only for what needs fixing.",
} satisfies ServiceInput;
