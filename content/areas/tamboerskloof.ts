import type { AreaInput } from "../schema";

export const area = {
  slug: "tamboerskloof",
  region: "city-bowl",
  name: "Tamboerskloof",
  summary:
    "Tamboerskloof electricians for period homes on steep streets: stair and garden lighting, light fitting repairs, renovation wiring and CoCs.",
  intro:
    "Tamboerskloof climbs from Kloof Street towards Lion's Head and Signal Hill, and many of its houses sit well above or below the road, reached by a flight of steps. The drive from Bishop Lavis takes about twenty-five minutes; finding a parking spot on its narrow streets can take a while longer, so we ask about it when you book.",
  travelMinutes: 25,
  housing:
    "The older houses are Victorian and Edwardian, with verandas, broekie lace and high ceilings, built close together on terraced plots. Between them are houses from the 1930s, small blocks of flats and modern homes on the steepest sites. Because plots are stepped, the supply often runs a long way from the meter at the street to the board in the house, and a garage or flat at road level may be fed from that board back down the hill.",
  typicalJobs: [
    "Lighting for steps and garden paths. A long flight of stairs in the dark is a fall waiting to happen, so we fit low-level step lights or bulkheads switched by a daylight sensor or timer, with the cable in conduit set into the steps or walls and sealed fittings that cope with winter rain running down the slope.",
    "Renovations of period houses: knocking through for an open kitchen, or turning the space under the house into a room or flat. Rooms dug into the hillside tend to be damp, so we choose fittings to suit and make sure every new circuit has earth leakage protection.",
    "Light fittings that have given up. Chandeliers and pendants hung from lofty ceilings, dimmers that buzz or flicker with LED lamps, and old ceiling roses with loose, scorched connections are all regular calls, and we bring the tall ladders they need.",
  ],
  services: [
    "outdoor-lighting",
    "light-fixture-installation",
    "light-fixture-repairs",
    "electrical-renovations",
    "electrical-compliance-certificates",
  ],
  nearby: ["gardens", "bo-kaap", "oranjezicht", "camps-bay"],
  faqs: [],
} satisfies AreaInput;
