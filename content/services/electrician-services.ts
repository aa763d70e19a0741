import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrician-services",
  title: "Electrician Services",
  group: "residential",
  summary:
    "A registered Cape Town electrician for any job, large or small, based in Bishop Lavis and working across the Cape Metro.",
  intro:
    "Whether it is one plug point or a full rewire, you get a qualified electrician who arrives when agreed, explains the work and the price before starting, and leaves the installation safe and certified.",
} satisfies ServiceInput;
