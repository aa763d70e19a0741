import type { ServiceInput } from "../schema";

export const service = {
  slug: "general-repairs",
  title: "General Repairs",
  group: "residential",
  summary:
    "Small electrical repairs and odd jobs around Cape Town homes: switches, plugs, lights, geyser thermostats and timers.",
  intro:
    "Not every job is a rewire. A broken switch, a geyser that no longer heats or a timer that lost its settings still deserves a proper repair by a qualified electrician, and we are happy to do the small jobs.",
} satisfies ServiceInput;
