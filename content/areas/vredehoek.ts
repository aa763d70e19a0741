import type { AreaInput } from "../schema";

export const area = {
  slug: "vredehoek",
  region: "city-bowl",
  name: "Vredehoek",
  summary:
    "Vredehoek electricians for flats and houses on the windy slopes above the city: sectional-title CoCs, common-property lighting and board repairs.",
  intro:
    "Vredehoek lies on the slope between Oranjezicht and Devil's Peak, above De Waal Drive, and it is known for taking the full force of the south-easter. We reach it in around twenty-five minutes from Bishop Lavis, and much of our work here is for flat owners and the trustees who look after their blocks.",
  travelMinutes: 25,
  housing:
    "Blocks of flats from the 1960s and 1970s make up a large part of Vredehoek, with early twentieth-century houses on the streets between them. In the blocks each flat usually has a small board fed from a meter room on the ground floor, and the common property, meaning stairwells, garages, gates and outside lights, runs off a separate board that is often the least looked-after installation in the building.",
  typicalJobs: [
    "Certificates of Compliance for flat sales. Inspections inside these units regularly turn up missing earth leakage protection, unearthed light fittings and plug points a previous owner tapped off the nearest circuit. Flats are compact, so the inspection and most repairs fit into a single day.",
    "Maintenance for body corporates: stairwell and passage lighting on timers or motion sensors, supplies for garage doors and gate motors, and testing of the common-property board. Wind-driven rain gets into outside fittings on the exposed sides of the blocks, so we replace cracked and corroded ones with sealed fittings.",
    "Repairs to the board in a flat: old boards with no spare ways, breakers that trip when the heater and kettle run together, and loose connections that run hot. Most are put right in one visit.",
  ],
  services: [
    "electrical-compliance-certificates",
    "electrical-maintenance",
    "lighting-solutions",
    "electrical-panel-repairs",
    "electrical-inspections",
  ],
  nearby: ["oranjezicht", "devils-peak-estate", "gardens", "cape-town-cbd"],
  faqs: [
    {
      question: "Who pays for electrical work on the common property of my block?",
      answer:
        "Common property, such as stairwell lights, the meter room and the gate supply, is normally the body corporate's responsibility, so that work is arranged and paid for through the trustees or managing agent. Wiring inside your own flat is usually yours. The conduct rules and sectional plan show where the line falls, so check them if you are unsure.",
    },
  ],
} satisfies AreaInput;
