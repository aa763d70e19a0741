import type { AreaInput } from "../schema";

export const area = {
  slug: "ravensmead",
  region: "northern-suburbs",
  name: "Ravensmead",
  summary:
    "Electricians in Ravensmead: plug and lighting repairs, extra circuits for home businesses, prepaid meter faults and compliance certificates.",
  intro:
    "Ravensmead is a few minutes' drive from our workshop. Many homes here run a small business from a garage or extra room, which means welding machines, freezers or salon equipment on circuits that were never meant for them; we add the circuits and protection they need.",
} satisfies AreaInput;
