import type { AreaInput } from "../schema";

export const area = {
  slug: "oranjezicht",
  region: "city-bowl",
  name: "Oranjezicht",
  summary:
    "Oranjezicht electricians for family homes under Table Mountain: solar and backup power, EV chargers, board upgrades and design for renovations.",
  intro:
    "Oranjezicht fills the upper slopes of the City Bowl, from De Waal Park up to the edge of Table Mountain National Park, a twenty-five minute drive from our Bishop Lavis workshop. Its bigger homes and plots make room for projects that a small cottage cannot take: solar systems, car chargers in the garage and renovations planned from the board outwards.",
  travelMinutes: 25,
  housing:
    "The suburb grew in the early twentieth century on what had been a farm, and its older homes are substantial: Edwardian and interwar family houses with gardens, many with a garage and a flat, alongside modern houses on the steeper upper streets. Their original installations were generous for their day but never planned for a pool pump, a heat pump, an oven and an induction hob all at once, and many boards are a patchwork of old and new breakers.",
  typicalJobs: [
    "Solar and backup power. Roofs are large and many owners work from home, so hybrid inverters with batteries and panels are a common request. We size the system to the loads you want kept on, install it, and register it with the City as small-scale embedded generation, which is required even if the system never exports a unit.",
    "EV chargers in the garage. A 7 kW charger needs its own circuit with earth leakage protection suited to DC fault currents, and before that a check that the supply and main switch can carry it on top of everything else the house runs in the evening.",
    "Planning a renovation properly from the start. We sit down with you or your architect, settle lighting, plug positions and board space before the walls are closed, and give the builder a layout to follow, so there are no extension leads snaking across a new kitchen.",
  ],
  services: [
    "solar-inverter-installation",
    "solar-panel-installation",
    "electric-motor-charger-installation",
    "electrical-panel-upgrades",
    "electrical-design-consultation",
  ],
  nearby: ["gardens", "vredehoek", "tamboerskloof", "devils-peak-estate"],
  faqs: [],
} satisfies AreaInput;
