import type { ServiceInput } from "../schema";

export const service = {
  slug: "power-point-installation",
  title: "Power Point Installation",
  group: "residential",
  summary:
    "Extra plug points for kitchens, offices and garages in Cape Town, on correctly rated circuits with earth leakage protection.",
  intro:
    "Adapters and extension leads are a sign that a room needs more plug points. We add sockets where you need them, on circuits that can carry the load, and make sure they are protected by an earth leakage unit as SANS 10142-1 requires.",
} satisfies ServiceInput;
