import type { ServiceInput } from "../schema";

export const service = {
  slug: "general-construction",
  title: "General Construction",
  group: "commercial",
  summary:
    "Building work that goes with electrical jobs: chasing, trenching, plastering, ceiling repairs and small builds, done by one team.",
  intro:
    "Electrical work often comes with building work: trenches for cables to an outbuilding, ceilings to open and close, walls to chase and replaster. We handle the related construction ourselves so you deal with one contractor instead of three.",
} satisfies ServiceInput;
