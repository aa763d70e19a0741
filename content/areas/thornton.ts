import type { AreaInput } from "../schema";

export const area = {
  slug: "thornton",
  region: "northern-suburbs",
  name: "Thornton",
  summary:
    "Thornton electricians for established homes on roomy plots: supplies to cottages and outbuildings, garden and security lighting, boards and CoCs.",
  intro:
    "Thornton is a small, settled suburb beside Pinelands, and we get there in about twelve minutes. Its houses stand on roomy plots with mature gardens, and much of the electrical work follows the garden: cables to cottages and workshops at the back, lighting along paths and driveways, and the occasional buried cable cut through by a spade.",
  travelMinutes: 12,
  housing:
    "Homes here are mostly freestanding single-storey houses, several decades old, on larger plots than most of the Northern Suburbs offer, often with a garage, a flatlet or a workshop at the bottom of the garden. The original boards were sized for the house alone. The outbuildings came later, and how they are fed varies from a properly buried armoured cable to an extension lead pushed through the hedge.",
  typicalJobs: [
    "A cottage or workshop thirty metres from the house needs a supply cable sized for the voltage drop over that distance, not only for the current, laid at a safe depth or in conduit, and ending in a small board with its own isolator and earth leakage protection. We work this out before quoting, because an undersized run shows up as lights that dim whenever the kettle in the cottage goes on.",
    "Lighting for paths, driveways and the boundary is a common request on plots this size. We use weatherproof fittings, sensors and timers, run the outdoor circuits through earth leakage protection, and route the cable along edges and paths where nobody will dig, then show you where it runs.",
    "When a Thornton house changes hands, new owners often find a board with no spare ways and a list of things they want to add. We replace it with one that has room to grow, bring the earthing up to standard, and give them a Certificate of Compliance that covers the cottage and outbuildings as well as the house.",
  ],
  services: [
    "outdoor-lighting",
    "electrical-wiring-installation",
    "electrical-wiring-repairs",
    "electrical-panel-upgrades",
    "electrical-compliance-certificates",
  ],
  nearby: ["goodwood", "epping", "pinelands"],
  faqs: [
    {
      question: "Can I dig the trench to my garden cottage myself and have you lay the cable?",
      answer:
        "Yes, and it can save on labour. Ask us first where existing cables and pipes run, and dig by hand near them. We will tell you the route and the depth we need before you start, check the trench before the cable goes in, and then lay, connect, test and certify it. The cable size and protection stay our choice, because they are part of what we certify.",
    },
  ],
} satisfies AreaInput;
