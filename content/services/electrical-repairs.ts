import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-repairs",
  title: "Electrical Repairs",
  group: "residential",
  summary:
    "Fault-finding and repairs for homes and businesses in Cape Town: tripping circuits, dead plugs, flickering lights and damaged wiring.",
  intro:
    "Most electrical faults announce themselves: an earth leakage unit that trips every time it rains, a plug that only works if you wiggle it, lights that dim when the kettle goes on. We trace the cause with proper test instruments and repair it to SANS 10142-1.",
} satisfies ServiceInput;
