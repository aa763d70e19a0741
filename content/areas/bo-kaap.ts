import type { AreaInput } from "../schema";

export const area = {
  slug: "bo-kaap",
  region: "city-bowl",
  name: "Bo-Kaap",
  summary:
    "Electricians in the Bo-Kaap for heritage houses: careful rewiring of old lime-plastered walls, board upgrades and CoCs for sales and inherited homes.",
  intro:
    "The Bo-Kaap climbs the slope of Signal Hill just above the city centre, some twenty-two minutes from Bishop Lavis. Many houses here have belonged to one family for generations, and the wiring tells that story: added to a bit at a time, sometimes by a relative, rarely redone all at once. We work carefully, clean up after ourselves and leave the house looking as it did.",
  travelMinutes: 22,
  housing:
    "The houses are mostly small terraced cottages with flat roofs behind parapets, some among the oldest homes in the city, with thick lime-plastered walls. With little or no roof space above a flat roof and walls that crumble when chased carelessly, earlier electricians often ran cable along ceilings and skirtings in surface conduit or simply clipped it to the plaster, and the meter and board tend to sit in a cramped passage near the front door.",
  typicalJobs: [
    "When a house is sold or passes to the next generation, the CoC inspection here often finds no earth leakage unit at all, plug points without an earth and joins nobody in the family can account for. We price each fault separately so everyone can decide together, then put it right and issue the certificate.",
    "Rewiring without damaging old plaster takes patience. Chasing lime plaster can bring down far more than the groove, so we use neat trunking along the cornice or skirting where the owner is happy with it and chase only where the wall will take it. When a roof or ceiling is being redone anyway, we use the chance to move cables out of sight.",
    "Cottages turned into guest rooms need more than the two or three circuits they were built with: a kettle and heater in every room, air conditioning, sometimes a kitchenette upstairs. We add circuits and a larger board rather than leaving everything on one overloaded plug circuit.",
  ],
  services: [
    "electrical-compliance-certificates",
    "electrical-wiring-repairs",
    "electrical-wiring-installation",
    "electrical-panel-upgrades",
    "power-point-installation",
  ],
  nearby: ["cape-town-cbd", "green-point", "tamboerskloof", "gardens"],
  faqs: [
    {
      question: "Will rewiring change how my Bo-Kaap house looks from the street?",
      answer:
        "It should not. Much of the Bo-Kaap falls under heritage protection, so we keep new cables, meter boxes and lights off the façade wherever there is another route, and we show you before anything would be visible. If a change to the street front cannot be avoided, check with the City's heritage officials before the work goes ahead.",
    },
  ],
} satisfies AreaInput;
